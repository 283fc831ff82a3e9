import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../../shared/constants';
import { composeEmail } from '../../../integrations/email/compose';

export interface PasswordChangedEmailInput {
  /** Whom to greet: the parent/guardian who holds the account, or the trainer. */
  name: string;
  /** Where a new reset link is asked for: the sign-in page's "Forgot password". */
  forgotUrl: string;
}

/**
 * Sent when an account's password changes (with the current one, or by a reset link), so a
 * takeover does not go unseen: other devices were signed out, and what to do if it was not them.
 */
export function passwordChangedEmail({ name, forgotUrl }: PasswordChangedEmailInput) {
  const subject = `Your ${PRODUCT_NAME} password was changed`;
  return {
    subject,
    ...composeEmail({
      name,
      blocks: [
        {
          paragraph: `The password of your ${PRODUCT_NAME} account was just changed, and any other device signed in to it was signed out.`,
        },
        {
          paragraph: `If you didn't change it, choose a new password right away from "Forgot password?" at ${forgotUrl}, and write to ${SUPPORT_EMAIL}.`,
        },
      ],
    }),
  };
}
