import { NOTES_MAX_LENGTH } from '../../shared/api/bookings';

/**
 * The count shown under a notes box once it nears the limit: the box stops taking characters
 * there, and the writer should see why. Nothing before then.
 */
export function notesCounter(text: string): string | undefined {
  return text.length >= NOTES_MAX_LENGTH * 0.9
    ? `${text.length.toLocaleString('en-US')} of ${NOTES_MAX_LENGTH.toLocaleString('en-US')} characters`
    : undefined;
}
