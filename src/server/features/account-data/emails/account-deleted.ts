import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../../shared/constants';
import { composeEmail } from '../../../integrations/email/compose';
import type { EmailMessage } from '../../../integrations/email/mailer';

/** The last email to an account's address: what its deletion did and did not keep. */
export function accountDeletedEmail(to: string, name: string, cancelledBookings: number): EmailMessage {
  const { text, html } = composeEmail({
    name,
    blocks: [
      { paragraph: `Your ${PRODUCT_NAME} account has been deleted, as you asked.` },
      {
        paragraph:
          'Your profile, your players, saved cards, reviews, notification subscriptions and the emails we sent you are erased, and every device is signed out.' +
          (cancelledBookings > 0
            ? ` ${cancelledBookings} booking request${cancelledBookings === 1 ? ' was' : 's were'} cancelled: the holds on your card are released and the trainers were told.`
            : ''),
      },
      {
        paragraph:
          'The records of payments are kept, without your name, for as long as tax and payment rules require.',
      },
      { paragraph: `If you did not ask for this, write to ${SUPPORT_EMAIL} right away.` },
    ],
  });
  return {
    kind: 'account_deleted',
    to,
    subject: `Your ${PRODUCT_NAME} account has been deleted`,
    text,
    html,
  };
}
