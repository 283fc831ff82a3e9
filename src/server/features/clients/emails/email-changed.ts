import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../../shared/constants';
import { composeEmail } from '../../../integrations/email/compose';

export interface EmailChangedEmailInput {
  /** Whom to greet: the parent/guardian who holds the account. */
  name: string;
  newEmail: string;
}

/** Sent to the old address when an account's email changes, so a takeover does not go unseen. */
export function emailChangedEmail({ name, newEmail }: EmailChangedEmailInput) {
  const subject = `Your ${PRODUCT_NAME} email was changed`;
  return {
    subject,
    ...composeEmail({
      name,
      blocks: [
        { paragraph: `The email address of your ${PRODUCT_NAME} account was changed to ${newEmail}.` },
        {
          paragraph:
            'From now on, sign-in and account emails use the new address, and other devices were signed out.',
        },
        { paragraph: `If you didn't make this change, write to ${SUPPORT_EMAIL} right away.` },
      ],
    }),
  };
}
