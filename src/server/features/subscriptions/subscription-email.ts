import { PRODUCT_NAME } from '../../../shared/constants';
import type { EmailMessage } from '../../integrations/email/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  const disableUrl = `${input.publicUrl}/disable_notifications/${encodeURIComponent(input.unsubscribeToken)}`;
  const subject = `You'll be notified about ${input.serviceName}`;
  const text = [
    `Hi ${input.name},`,
    '',
    `We'll let you know when ${input.trainerFirstName} adds new openings for "${input.serviceName}".`,
    '',
    `Don't want these notifications any more? Disable them here: ${disableUrl}`,
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(input.name)},</p>`,
    `<p>We'll let you know when ${escapeHtml(input.trainerFirstName)} adds new openings for ` +
      `&ldquo;${escapeHtml(input.serviceName)}&rdquo;.</p>`,
    `<p>Don't want these notifications any more? <a href="${escapeHtml(disableUrl)}">Disable notifications</a></p>`,
    `<p>&mdash; ${escapeHtml(PRODUCT_NAME)}</p>`,
  ].join('\n');
  return { kind: 'subscription_confirmed', to: input.to, subject, text, html };
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
  const disableUrl = `${input.publicUrl}/disable_notifications/${encodeURIComponent(input.unsubscribeToken)}`;
  const subject = `Disable notifications about ${input.serviceName}`;
  const text = [
    `Hi ${input.name},`,
    '',
    `Someone asked to disable the notifications about new openings for "${input.serviceName}" sent to this address.`,
    '',
    `To disable them, open this link: ${disableUrl}`,
    '',
    'If it was not you, ignore this email: nothing changes.',
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(input.name)},</p>`,
    `<p>Someone asked to disable the notifications about new openings for ` +
      `&ldquo;${escapeHtml(input.serviceName)}&rdquo; sent to this address.</p>`,
    `<p><a href="${escapeHtml(disableUrl)}">Disable notifications</a></p>`,
    '<p>If it was not you, ignore this email: nothing changes.</p>',
    `<p>&mdash; ${escapeHtml(PRODUCT_NAME)}</p>`,
  ].join('\n');
  return { kind: 'subscription_disable_link', to: input.to, subject, text, html };
}
