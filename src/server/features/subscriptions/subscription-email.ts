import { composeEmail } from '../../integrations/email/compose';
import type { EmailMessage } from '../../integrations/email/mailer';

/** Whom a subscription's emails greet: the first word of the name given ("Michelle Carter" → "Michelle"). */
export const greetingOf = (name: string) => name.trim().split(/\s+/)[0] || name;

const disableUrlOf = (publicUrl: string, token: string) =>
  `${publicUrl}/disable_notifications/${encodeURIComponent(token)}`;

/**
 * Confirms a notification subscription. The disable link carries the unsubscribe token,
 * never the sequential id, so nobody can switch off someone else's notifications by counting.
 */
export function subscriptionConfirmedEmail(input: {
  publicUrl: string;
  to: string;
  name: string;
  serviceName: string;
  trainerFirstName: string;
  unsubscribeToken: string;
}): EmailMessage {
  const { text, html } = composeEmail({
    name: greetingOf(input.name),
    blocks: [
      {
        paragraph: `We'll let you know when ${input.trainerFirstName} adds new openings for "${input.serviceName}".`,
      },
      {
        paragraph: "Don't want these notifications any more?",
        link: { label: 'Disable notifications', href: disableUrlOf(input.publicUrl, input.unsubscribeToken) },
      },
    ],
  });
  return {
    kind: 'subscription_confirmed',
    to: input.to,
    subject: `You'll be notified about ${input.serviceName}`,
    text,
    html,
  };
}

/**
 * The disable link again, sent to the subscription's own address when someone opens a
 * `/disable_notifications/{id}` address without being signed in (ADR 0031): the bare id proves
 * nothing, the mailbox does.
 */
export function disableLinkEmail(input: {
  publicUrl: string;
  to: string;
  name: string;
  serviceName: string;
  unsubscribeToken: string;
}): EmailMessage {
  const { text, html } = composeEmail({
    name: greetingOf(input.name),
    blocks: [
      {
        paragraph: `Someone asked to disable the notifications about new openings for "${input.serviceName}" sent to this address.`,
      },
      {
        paragraph: 'To disable them, open this link:',
        link: { label: 'Disable notifications', href: disableUrlOf(input.publicUrl, input.unsubscribeToken) },
      },
      { paragraph: 'If it was not you, ignore this email: nothing changes.' },
    ],
  });
  return {
    kind: 'subscription_disable_link',
    to: input.to,
    subject: `Disable notifications about ${input.serviceName}`,
    text,
    html,
  };
}
