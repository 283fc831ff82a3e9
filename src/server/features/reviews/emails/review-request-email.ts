import { composeEmail } from '../../../integrations/email/compose';
import { formatDate, readerTimeZone } from '../../../integrations/email/email-format';
import type { EmailMessage } from '../../../integrations/email/mailer';

export interface ReviewRequestEmailInput {
  publicUrl: string;
  to: string;
  name: string;
  playerName: string;
  timeZone: string | null;
  bookingId: number;
  athleteSlug: string;
  serviceId: number;
  serviceName: string;
  trainerFirstName: string;
  trainedAt: Date;
}

/** SPEC §2 review pages: `/feedback/{booking}/{athlete_slug}/{service}` and its private twin. */
export function reviewLinks(
  input: Pick<ReviewRequestEmailInput, 'publicUrl' | 'bookingId' | 'athleteSlug' | 'serviceId'>,
) {
  const tail = `${input.bookingId}/${encodeURIComponent(input.athleteSlug)}/${input.serviceId}`;
  return {
    review: `${input.publicUrl}/feedback/${tail}`,
    privateFeedback: `${input.publicUrl}/private_feedback/${tail}`,
  };
}

/** After a completed training: asks the family how it went. */
export function reviewRequestEmail(input: ReviewRequestEmailInput): EmailMessage {
  const links = reviewLinks(input);
  const date = formatDate(input.trainedAt, readerTimeZone(input.timeZone));
  const { text, html } = composeEmail({
    name: input.name,
    blocks: [
      {
        paragraph:
          `We hope ${input.playerName} enjoyed ${input.serviceName} with ${input.trainerFirstName} on ${date}. ` +
          'Would you share how it went? Your review helps other families find a great trainer.',
      },
      { button: { label: 'Leave a review', href: links.review } },
      {
        paragraph: 'Prefer not to post it publicly? Your review will be kept private:',
        link: { label: 'Send private feedback', href: links.privateFeedback },
      },
    ],
  });
  return {
    kind: 'review_request',
    to: input.to,
    subject: `How was ${input.serviceName} with ${input.trainerFirstName}?`,
    text,
    html,
  };
}
