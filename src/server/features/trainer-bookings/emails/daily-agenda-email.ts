import type { TrainerSessionAttributes } from '../../../../shared/api/trainer-bookings';
import { composeEmail, type EmailBlock } from '../../../integrations/email/compose';
import { formatDate, formatTime, readerTimeZone } from '../../../integrations/email/email-format';
import type { EmailMessage } from '../../../integrations/email/mailer';

const STATUS_WORDS: Record<string, string> = {
  accepted: 'booked',
  pending: 'awaiting your answer',
  incomplete: 'cancellation asked',
};

function sessionBlock(session: TrainerSessionAttributes, zone: string): EmailBlock[] {
  const when = `${formatTime(new Date(session.starts_at), zone)} – ${formatTime(new Date(session.ends_at), zone)}`;
  const training = session.provided_service?.name ?? 'Training';
  const place =
    session.provided_service?.training_type === 'virtual'
      ? 'Virtual training'
      : [session.location, session.address].filter(Boolean).join(', ') || 'Place to be agreed';
  const players = session.players.map((p) => {
    const who = `${p.first_name} ${p.last_name}${p.grade_label ? ` (${p.grade_label})` : ''}`;
    const part = p.package ? `, session ${p.session_number} of ${p.sessions_count}` : '';
    const reach = p.family
      ? ` · ${[p.family.parent_name, p.family.phone ?? p.family.email].filter(Boolean).join(', ')}`
      : '';
    return `${who}${part}: ${STATUS_WORDS[p.status] ?? p.status}${reach}`;
  });
  // The families waiting for a seat, in the trainer site's words ("N on waitlist").
  if (session.in_line > 0) players.push(`${session.in_line} on waitlist`);
  return [{ paragraph: `${when} · ${training} · ${place}` }, { list: players }];
}

/** The trainer's morning email: the day's sessions in their zone, and requests still to answer. */
export function dailyAgendaEmail(input: {
  firstName: string;
  to: string;
  timeZone: string;
  day: Date;
  sessions: TrainerSessionAttributes[];
  pendingRequests: number;
  publicUrl: string;
}): EmailMessage {
  const zone = readerTimeZone(input.timeZone);
  const date = formatDate(input.day, zone);
  const n = input.sessions.length;
  const blocks: EmailBlock[] = [
    { paragraph: `Here is your day, ${date}: ${n} session${n === 1 ? '' : 's'}.` },
    ...input.sessions.flatMap((s) => sessionBlock(s, zone)),
  ];
  if (input.pendingRequests > 0) {
    blocks.push({
      paragraph: `${input.pendingRequests} booking request${input.pendingRequests === 1 ? ' is' : 's are'} waiting for your answer.`,
      link: { label: 'Answer requests', href: `${input.publicUrl}/trainer/requests` },
    });
  }
  blocks.push(
    { button: { label: 'Open your schedule', href: `${input.publicUrl}/trainer/schedule` } },
    {
      paragraph: 'You get this email on days with sessions. You can turn it off in your profile settings.',
      link: { label: 'Profile settings', href: `${input.publicUrl}/trainer/profile` },
    },
  );
  const { text, html } = composeEmail({ name: input.firstName, blocks });
  return { kind: 'trainer_daily_agenda', to: input.to, subject: `Your sessions today, ${date}`, text, html };
}
