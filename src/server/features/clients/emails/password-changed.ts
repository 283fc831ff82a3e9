import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../../shared/constants';

export interface PasswordChangedEmailInput {
  /** Whom to greet: the parent/guardian who holds the account, or the trainer. */
  name: string;
  /** Where a new reset link is asked for: the sign-in page's "Forgot password". */
  forgotUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sent when an account's password changes (with the current one, or by a reset link), so a
 * takeover does not go unseen: other devices were signed out, and what to do if it was not them.
 */
export function passwordChangedEmail({ name, forgotUrl }: PasswordChangedEmailInput) {
  const subject = `Your ${PRODUCT_NAME} password was changed`;
  const text = [
    `Hi ${name},`,
    '',
    `The password of your ${PRODUCT_NAME} account was just changed, and any other device signed in to it was signed out.`,
    '',
    `If you didn't change it, choose a new password right away from "Forgot password?" at ${forgotUrl}, and write to ${SUPPORT_EMAIL}.`,
    '',
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1a1b1e; line-height: 1.5;">
  <p>Hi ${escapeHtml(name)},</p>
  <p>The password of your ${PRODUCT_NAME} account was just changed, and any other device signed in to it was signed out.</p>
  <p>If you didn't change it, choose a new password right away from "Forgot password?" at <a href="${escapeHtml(forgotUrl)}">${escapeHtml(forgotUrl)}</a>, and write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.</p>
  <p>The ${PRODUCT_NAME} team</p>
</body>
</html>`;
  return { subject, text, html };
}
