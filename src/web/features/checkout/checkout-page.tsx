import { Center, Container, Grid, Loader, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { ClientAttributes } from '../../../shared/api/clients';
import { PRODUCT_NAME } from '../../../shared/constants';
import type { CheckoutRouteState } from '../../../shared/domain/checkout-state';
import { guessTimeZone } from '../../../shared/domain/display';
import { useAuthToken } from '../../lib/session-storage';
import { editPlayerPath, useCurrentClient, useSessionUser } from '../auth/api';
import { AuthPopup, type AuthPopupView } from '../auth/auth-popup';
import { SignInForm } from '../auth/sign-in-form';
import { AddCardModal } from '../cards/add-card-modal';
import {
  type CheckoutDraft,
  draftKeyOf,
  parseCheckoutState,
  readCheckoutDraft,
  rememberServiceLocation,
  storedServiceLocation,
  writeCheckoutDraft,
} from './checkout-storage';
import { ConfirmAndBook } from './confirm-and-book';
import { totalCents } from './cost-lines';
import { GradeWarning } from './grade-warning';
import { GuestForm } from './guest-form';
import { PaymentMethod } from './payment-method';
import {
  type BookedTimes,
  type PlayerChoice,
  PlayerChoiceField,
  reviewedPlayer,
  usePlayerChoice,
} from './player-choice';
import { PlayerReview } from './player-review';
import { TrainingSummary } from './training-summary';
import { type CardChoice, useCardChoice } from './use-card-choice';
import { useSubmitBooking } from './use-submit-booking';

interface WhoIsBookingProps {
  /** The signed-in player; null while nobody is. */
  player: ClientAttributes | null;
  /** A session is stored but its player is still being read: neither sign-in nor a player yet. */
  readingSession: boolean;
  /** The card choice, for a paid training. */
  payment: CardChoice | null;
  /** Which of the family's players the booking is for (ADR 0045). */
  choice: PlayerChoice;
  onSignUp: () => void;
}

/** The signed-in player (and the card for a paid training), else sign in or continue as guest. */
function WhoIsBooking({ player, readingSession, payment, choice, onSignUp }: WhoIsBookingProps) {
  if (readingSession) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading your account" />
      </Center>
    );
  }
  if (!player) {
    return (
      <>
        <SignInForm embedded onSuccess={() => undefined} onSignUp={onSignUp} />
        <GuestForm />
      </>
    );
  }
  return (
    <>
      <PlayerChoiceField choice={choice} />
      <PlayerReview user={reviewedPlayer(player, choice.chosen)} editPath={editPlayerPath(choice.chosen)} />
      {payment && (
        <PaymentMethod
          cards={payment.cards}
          selected={payment.selected}
          loading={payment.loading}
          onSelect={payment.select}
          onAdd={payment.startAdding}
        />
      )}
    </>
  );
}

function Checkout({ state }: { state: CheckoutRouteState }) {
  const navigate = useNavigate();
  const token = useAuthToken();
  const user = useSessionUser();
  const currentClient = useCurrentClient();
  const player = token && user ? user : null;
  // A stored session whose player has not been read back yet is not a signed-out family: offering
  // sign-in (or a card form) in that moment answered a tap with the wrong dialog.
  const readingSession = token !== null && user === null && currentClient.isPending;
  const paid = totalCents(state.providedService) > 0;
  const payment = useCardChoice({ paid, signedIn: token !== null });
  const waiting = readingSession || payment.loading;
  const booking = useSubmitBooking(state);
  const draftKey = draftKeyOf(state);
  const [draft] = useState(() => readCheckoutDraft(draftKey));
  const keep = (change: Partial<CheckoutDraft>) =>
    writeCheckoutDraft(draftKey, { ...readCheckoutDraft(draftKey), ...change });
  const choice = usePlayerChoice(
    player !== null && !player.guest_user,
    bookedTimes(state),
    state.waitlistPlayerId,
    {
      chosenId: draft.playerId ?? state.playerId ?? null,
      onChoose: (playerId) => keep({ playerId }),
    },
  );
  const [authView, setAuthView] = useState<AuthPopupView | null>(null);
  const backToTrainer = () => void navigate(`/${state.athleteSlug}`);

  function bookNow(notes: string) {
    if (waiting) return;
    if (!player) {
      setAuthView('login');
      return;
    }
    if (payment.needsCard) {
      payment.startAdding();
      return;
    }
    booking.submit(notes, payment.payWith, player.guest_user, choice.chosen?.id);
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Checkout
        </Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TrainingSummary state={state} timeZone={guessTimeZone()} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <WhoIsBooking
                player={player}
                readingSession={readingSession}
                payment={paid ? payment : null}
                choice={choice}
                onSignUp={() => setAuthView('signup')}
              />
              <ConfirmAndBook
                needsCard={payment.needsCard}
                pending={booking.isPending || waiting}
                genderMessage={booking.genderMessage}
                failure={booking.failureWith(payment.payWith)}
                onBook={bookNow}
                onBack={backToTrainer}
                initialNotes={draft.notes}
                onNotesChange={(notes) => keep({ notes })}
                // A free training has no money for its policy to refund or keep.
                cancellationPolicy={paid ? state.providedService.cancellation_policy : ''}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <AddCardModal opened={payment.adding} onClose={payment.stopAdding} onSaved={payment.select} />
      <AuthPopup
        opened={authView !== null}
        initialView={authView ?? 'login'}
        onClose={() => setAuthView(null)}
        onSuccess={() => setAuthView(null)}
      />
      <GradeWarning message={booking.gradeMessage} onBack={backToTrainer} />
    </Container>
  );
}

/** The starts of the times the booking takes: the opening picked, or a package's sessions. */
function bookedTimes(state: CheckoutRouteState): BookedTimes {
  const starts = state.selectedSlot
    ? [state.selectedSlot.training_start_date_time]
    : (state.providedService.package_sessions ?? []).map((s) => s.training_start_date_time);
  const { id, gender, min_grade, max_grade } = state.providedService;
  return { serviceId: id, starts, rules: { gender, min_grade, max_grade } };
}

/** SPEC §2 /bookings/checkout; without route state it returns to the stored service page or home. */
export function CheckoutPage() {
  useDocumentTitle(`Checkout | ${PRODUCT_NAME}`);
  const location = useLocation();
  const state = useMemo(() => parseCheckoutState(location.state), [location.state]);

  useEffect(() => {
    if (state) rememberServiceLocation(state);
  }, [state]);

  if (!state) return <Navigate to={storedServiceLocation() ?? '/'} replace />;
  return <Checkout state={state} />;
}
