import dayjs from 'dayjs';
import type { MailboxMessageAttributes } from '../../../shared/api/dev-mailbox';

/** SPEC §9 style, in the browser's zone: `06-16-2026 3:05 PM`. */
export function formatSentAt(iso: string): string {
  return dayjs(iso).format('MM-DD-YYYY h:mm A');
}

/** What a message is at a glance: an email's subject, or a text message's own words. */
export function headline(m: MailboxMessageAttributes): string {
  return m.channel === 'sms' ? `Text: ${m.text}` : m.subject;
}
