import { PRODUCT_NAME } from '../../../../shared/constants';
import { composeEmail } from '../../../integrations/email/compose';

export interface PasswordResetEmailInput {
  /** Whom to greet: the parent/guardian who holds the account. */
  name: string;
  link: string;
  validForHours: number;
}

export function passwordResetEmail({ name, link, validForHours }: PasswordResetEmailInput) {
  const hours = validForHours === 1 ? '1 hour' : `${validForHours} hours`;
  const subject = `Reset your ${PRODUCT_NAME} password`;
  return {
    subject,
    ...composeEmail({
      name,
      blocks: [
        { paragraph: `We received a request to reset the password of your ${PRODUCT_NAME} account.` },
        { button: { label: 'Choose a new password', href: link } },
        {
          paragraph: `The link works once and expires in ${hours}. If you didn't ask for this, you can ignore this email: your password stays the same.`,
        },
      ],
    }),
  };
}
