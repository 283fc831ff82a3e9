import type { TrainerProfileAttributes } from '../../../shared/api/trainer-account';
import { toAthleteProfileFields } from '../athletes/athletes.serializer';
import type { TrainerProfileRow } from './trainer-account.repository';

/** The trainer's own view: email and phone are shown even when flagged private for players. */
export function toTrainerProfileAttributes(a: TrainerProfileRow): TrainerProfileAttributes {
  return {
    ...toAthleteProfileFields(a),
    email: a.email,
    contact_number: a.contactNumber,
    zip: a.zip,
    payout_account_connected: a.stripeAccountId !== null,
    buffer_minutes: a.bufferMinutes,
    min_notice_minutes: a.minNoticeMinutes,
    request_deadline_hours: a.requestDeadlineHours,
    daily_agenda_email: a.dailyAgendaEmail,
    session_reminders: a.sessionReminders,
    text_reminders: a.textReminders,
    cancellation_policy:
      a.cancellationPolicy === 'free_cancellation' ? 'free_cancellation' : 'non_refundable',
    free_cancellation_hours: a.freeCancellationHours,
    waitlist_claim_hours: a.waitlistClaimHours,
  };
}

export function trainerResource(a: TrainerProfileRow) {
  return { id: String(a.id), type: 'athlete' as const, attributes: toTrainerProfileAttributes(a) };
}

/** The trainer sign-in response: the profile plus the AUTH-TOKEN just issued (trainerAuthResponseSchema). */
export function trainerAuthResource(a: TrainerProfileRow, token: string) {
  const resource = trainerResource(a);
  return { ...resource, attributes: { ...resource.attributes, auth_token: token } };
}
