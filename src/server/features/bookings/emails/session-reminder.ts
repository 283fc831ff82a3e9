// Reminders 24 hours and 2 hours before an accepted session (ADR 0043), to the family and to
// the trainer, each in the reader's own zone, with where it is (or the meeting link) and the
// page where to act: the booking (to cancel or reach the trainer) or the schedule.

import { composeEmail } from '../../../integrations/email/compose';
import { formatDateTime, readerTimeZone } from '../../../integrations/email/email-format';
import type { EmailMessage, TextMessage } from '../../../integrations/email/mailer';
import type { BookingEmailFacts } from '../booking-facts.repository';
import {
  bookingButton,
  bookingDetails,
  bookingLink,
  placeOf,
  serviceLabel,
  sharedMeetingLink,
  trainerFirst,
} from './booking-details';
import { familyContact, trainerDetails } from './trainer-emails';

export type ReminderLead = '24h' | '2h';

const soon = (lead: ReminderLead) => (lead === '24h' ? 'within a day' : 'in about 2 hours');

/** The facts of the one session reminded of (a package's other sessions are not repeated). */
const ofSession = (facts: BookingEmailFacts, startsAt: Date): BookingEmailFacts => ({
  ...facts,
  sessionStarts: [startsAt],
  ...(facts.sessionStarts.length > 1 ? { packageOf: facts.sessionStarts.length } : {}),
});

/** ' (session 2 of 3)' for a session of a package; nothing for a single training. */
function whichSession(facts: BookingEmailFacts, startsAt: Date): string {
  const count = facts.sessionStarts.length;
  if (count < 2) return '';
  const index = facts.sessionStarts.findIndex((s) => s.getTime() === startsAt.getTime());
  return index < 0 ? '' : ` (session ${index + 1} of ${count})`;
}

export function familyReminderEmail(
  facts: BookingEmailFacts,
  startsAt: Date,
  lead: ReminderLead,
  publicUrl: string,
): EmailMessage {
  const zone = readerTimeZone(facts.timeZone);
  const training = serviceLabel(facts);
  const { text, html } = composeEmail({
    name: facts.greetingName,
    blocks: [
      {
        paragraph: `A reminder: ${facts.playerName}'s ${training}${whichSession(facts, startsAt)} with ${trainerFirst(facts)} starts ${soon(lead)}, on ${formatDateTime(startsAt, zone)}.`,
      },
      ...bookingDetails(ofSession(facts, startsAt)),
      {
        paragraph:
          'Need to cancel or reach the trainer? Open your booking. You can turn these reminders off in your profile.',
      },
      ...bookingButton(publicUrl, facts),
    ],
  });
  return {
    kind: `session_reminder_${lead}`,
    to: facts.to,
    subject: `Reminder: ${training} on ${formatDateTime(startsAt, zone)}`,
    text,
    html,
  };
}

export function trainerReminderEmail(
  facts: BookingEmailFacts,
  trainer: NonNullable<BookingEmailFacts['trainer']>,
  startsAt: Date,
  lead: ReminderLead,
  publicUrl: string,
): EmailMessage {
  const zone = readerTimeZone(trainer.timeZone);
  const training = serviceLabel(facts);
  const { text, html } = composeEmail({
    name: facts.trainerFirstName ?? 'there',
    blocks: [
      {
        paragraph: `A reminder: your ${training}${whichSession(facts, startsAt)} with ${facts.playerName} starts ${soon(lead)}, on ${formatDateTime(startsAt, zone)}.`,
      },
      ...trainerDetails(ofSession(facts, startsAt), zone),
      ...familyContact(facts),
      { paragraph: 'You can turn these reminders off in your profile on the trainer site.' },
      { button: { label: 'Open your schedule', href: `${publicUrl}/trainer/schedule` } },
    ],
  });
  return {
    kind: `trainer_session_reminder_${lead}`,
    to: trainer.email,
    subject: `Reminder: ${facts.playerName}, ${training} on ${formatDateTime(startsAt, zone)}`,
    text,
    html,
  };
}

/**
 * The text-message reminder (ADR 0048): one short message, the reader's own zone, where (or the
 * meeting link) and the page where to act. Children are never texted: the family's text goes
 * to the parent's number.
 */
export function reminderText(
  facts: BookingEmailFacts,
  recipient: 'family' | 'trainer',
  to: string,
  startsAt: Date,
  lead: ReminderLead,
  publicUrl: string,
): TextMessage {
  const family = recipient === 'family';
  const zone = readerTimeZone(family ? facts.timeZone : (facts.trainer?.timeZone ?? null));
  const training = serviceLabel(facts);
  const what = family
    ? `${facts.playerName}'s ${training} with ${trainerFirst(facts)}`
    : `Your ${training} with ${facts.playerName}`;
  const where = sharedMeetingLink(facts) ?? placeOf(facts);
  const link = family ? bookingLink(publicUrl, facts) : `${publicUrl}/trainer/schedule`;
  return {
    channel: 'sms',
    kind: `${family ? '' : 'trainer_'}session_reminder_${lead}_text`,
    to,
    text: `TrainHub: ${what} starts ${soon(lead)}, ${formatDateTime(startsAt, zone)}. ${where}. Details: ${link} (turn texts off in your profile)`,
  };
}
