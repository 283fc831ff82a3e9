import { useEffect, useRef } from 'react';
import type { ProvidedService } from '../../../shared/api/athletes';
import { useBookService } from '../booking/use-book-service';
import { useNotify } from '../subscriptions/use-notify';

/** A click on a training card; `id` tells two clicks on the same card apart. */
export type TrainerAction =
  | { id: number; kind: 'book'; service: ProvidedService }
  | { id: number; kind: 'notify'; target: { id: number; slug: string; name: string } };

interface TrainerActionsProps {
  athleteSlug: string;
  action: TrainerAction;
  onSendingChange: (serviceId: number | null) => void;
}

/**
 * Book Now and Get Notified for the trainer page: loaded on the first click (or hover) on a card
 * and kept mounted from then on, with the modals they open (ADR 0010).
 */
export function AthleteActions({ athleteSlug, action, onSendingChange }: TrainerActionsProps) {
  const { book, locationModal } = useBookService(athleteSlug);
  const { notify, notifyModals, sendingFor } = useNotify();
  // Each click runs once, also when React replays effects (StrictMode) or re-renders.
  const handled = useRef(0);

  useEffect(() => {
    onSendingChange(sendingFor);
  }, [sendingFor, onSendingChange]);

  useEffect(() => {
    if (action.id === handled.current) return;
    handled.current = action.id;
    if (action.kind === 'book') book(action.service);
    else void notify(action.target);
  }, [action, book, notify]);

  return (
    <>
      {locationModal}
      {notifyModals}
    </>
  );
}
