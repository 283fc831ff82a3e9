import { trainingPath } from '../../../../shared/domain/bookable-service';
import { composeEmail } from '../../../integrations/email/compose';
import { formatDateTime, readerTimeZone } from '../../../integrations/email/email-format';
import type { EmailMessage } from '../../../integrations/email/mailer';
import { greetingOf } from '../subscription-email';

const MAX_LISTED = 12;

export interface NewOpeningsEmailInput {
  publicUrl: string;
  to: string;
  name: string;
  timeZone: string | null;
  serviceName: string;
  trainerFirstName: string;
  trainerSlug: string;
  serviceSlug: string;
  unsubscribeToken: string;
  openings: readonly Date[];
}

/** Tells a subscriber that the trainer published new openings for the training they follow. */
export function newOpeningsEmail(input: NewOpeningsEmailInput): EmailMessage {
  const zone = readerTimeZone(input.timeZone);
  const listed = input.openings.slice(0, MAX_LISTED).map((d) => formatDateTime(d, zone));
  const more = input.openings.length - listed.length;
  // Same link as the confirmation email: the token, never the sequential id.
  const disableUrl = `${input.publicUrl}/disable_notifications/${encodeURIComponent(input.unsubscribeToken)}`;
  const { text, html } = composeEmail({
    name: greetingOf(input.name),
    blocks: [
      { paragraph: `${input.trainerFirstName} added new openings for "${input.serviceName}":` },
      { list: more > 0 ? [...listed, `and ${more} more`] : listed },
      { paragraph: 'Spots go fast: book yours before they are gone.' },
      {
        button: {
          label: 'Book a time',
          // The training's own page: its times, and the one link that opens a private one (ADR 0072).
          href: `${input.publicUrl}${trainingPath(input.trainerSlug, input.serviceSlug)}`,
        },
      },
      {
        paragraph: "Don't want these notifications any more?",
        link: { label: 'Disable notifications', href: disableUrl },
      },
    ],
  });
  return {
    kind: 'new_openings',
    to: input.to,
    subject: `New openings: ${input.serviceName} with ${input.trainerFirstName}`,
    text,
    html,
  };
}
