import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../../shared/constants';
import { composeEmail } from '../../../integrations/email/compose';
import type { EmailMessage } from '../../../integrations/email/mailer';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The last email to a trainer's address: what their account's deletion did and did not keep. */
export function trainerAccountDeletedEmail(
  to: string,
  name: string,
  ended: { requests: number; waitlistPlaces: number },
): EmailMessage {
  const endedText: string[] = [];
  if (ended.requests > 0) {
    endedText.push(
      `${count(ended.requests, 'booking request or cancellation', 'booking requests or cancellations')} you had not settled ${ended.requests === 1 ? 'was' : 'were'} cancelled: the families' card holds are released or their payments refunded, and each family was told.`,
    );
  }
  if (ended.waitlistPlaces > 0) {
    endedText.push(
      `${count(ended.waitlistPlaces, 'family was', 'families were')} taken off the waitlist of your sessions and told.`,
    );
  }
  const { text, html } = composeEmail({
    name,
    blocks: [
      { paragraph: `Your ${PRODUCT_NAME} trainer account has been deleted, as you asked.` },
      {
        paragraph:
          'Your profile and photos, your trainings and openings ahead, the reviews families left you, the subscriptions to your trainings and the emails we sent you are erased. Your page no longer appears anywhere on the site, and every device is signed out.',
      },
      ...endedText.map((paragraph) => ({ paragraph })),
      {
        paragraph:
          'The records of past sessions, payments and payouts are kept, without your name, for as long as tax and payment rules require.',
      },
      { paragraph: `If you did not ask for this, write to ${SUPPORT_EMAIL} right away.` },
    ],
  });
  return {
    kind: 'trainer_account_deleted',
    to,
    subject: `Your ${PRODUCT_NAME} trainer account has been deleted`,
    text,
    html,
  };
}
