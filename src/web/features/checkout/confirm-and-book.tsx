import { Alert, Anchor, Button, Checkbox, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { NOTES_MAX_LENGTH } from '../../../shared/api/bookings';
import { notesCounter } from '../../components/notes-counter';
import { TermsModal } from '../legal/terms-modal';

/** "I confirm … and accept the liability waiver"; the waiver opens in a dialog that sets the box. */
function WaiverConfirmation({
  confirmed,
  onChange,
}: {
  confirmed: boolean;
  onChange: (confirmed: boolean) => void;
}) {
  const [waiverOpen, setWaiverOpen] = useState(false);
  const answerWaiver = (accepted: boolean) => {
    onChange(accepted);
    setWaiverOpen(false);
  };
  return (
    <>
      <Checkbox
        checked={confirmed}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={
          <>
            I confirm the training details and accept the{' '}
            <Anchor component="button" type="button" size="sm" onClick={() => setWaiverOpen(true)}>
              liability waiver
            </Anchor>
          </>
        }
      />
      <TermsModal
        opened={waiverOpen}
        onAccept={() => answerWaiver(true)}
        onDeny={() => answerWaiver(false)}
      />
    </>
  );
}

interface ConfirmAndBookProps {
  /** A paid training and no card yet: the button adds one instead of booking. */
  needsCard: boolean;
  pending: boolean;
  /** The server's "not for your gender" answer, with Back to the trainer. */
  genderMessage: string | null;
  /** Why the last attempt with the chosen card failed. */
  failure: string | null;
  onBook: (notes: string) => void;
  onBack: () => void;
  /** Notes written before leaving checkout for the profile and coming back. */
  initialNotes?: string;
  onNotesChange?: (notes: string) => void;
  /** The trainer's cancellation policy as the server words it (ADR 0046), read before paying. */
  cancellationPolicy: string;
}

/** The end of checkout: notes for the trainer, the waiver confirmation, what went wrong, Book Now. */
export function ConfirmAndBook({
  needsCard,
  pending,
  genderMessage,
  failure,
  onBook,
  onBack,
  cancellationPolicy,
  initialNotes = '',
  onNotesChange,
}: ConfirmAndBookProps) {
  const [notes, setNotes] = useState(initialNotes);
  const [confirmed, setConfirmed] = useState(false);
  return (
    <>
      <Textarea
        label="Notes"
        placeholder="Add details for trainer"
        autosize
        minRows={3}
        maxLength={NOTES_MAX_LENGTH}
        description={notesCounter(notes)}
        value={notes}
        onChange={(event) => {
          setNotes(event.currentTarget.value);
          onNotesChange?.(event.currentTarget.value);
        }}
      />
      <WaiverConfirmation confirmed={confirmed} onChange={setConfirmed} />
      {genderMessage && (
        <Alert color="red" role="alert" title={genderMessage}>
          <Button variant="light" color="red" size="xs" onClick={onBack}>
            Back
          </Button>
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {cancellationPolicy && (
        <Text size="sm" data-testid="cancellation-policy">
          <Text span size="sm" fw={600}>
            Cancellation policy:
          </Text>{' '}
          {cancellationPolicy}
        </Text>
      )}
      <Button
        size="md"
        onClick={() => onBook(notes)}
        loading={pending}
        disabled={pending || (!needsCard && !confirmed)}
      >
        {needsCard ? 'Add payment method' : 'Book Now'}
      </Button>
    </>
  );
}
