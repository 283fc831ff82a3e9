import dayjs from 'dayjs';

/** SPEC §9 style, in the browser's zone: `06-16-2026 3:05 PM`. */
export function formatSentAt(iso: string): string {
  return dayjs(iso).format('MM-DD-YYYY h:mm A');
}
