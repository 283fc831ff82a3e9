import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../../shared/constants';

export interface PasswordResetEmailInput {
  /** Whom to greet: the parent/guardian who holds the account. */
  name: string;
  link: string;
  validForHours: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function passwordResetEmail({ name, link, validForHours }: PasswordResetEmailInput) {
  const hours = validForHours === 1 ? '1 hour' : `${validForHours} hours`;
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const text = [
    `Hi ${name},`,
    '',
    `We received a request to reset the password of your ${PRODUCT_NAME} account.`,
    'Choose a new password here:',
    '',
    link,
    '',
    `The link works once and expires in ${hours}.`,
    "If you didn't ask for this, you can ignore this email: your password stays the same.",
    '',
    `Questions? Write to ${SUPPORT_EMAIL}.`,
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1a1b1e; line-height: 1.5;">
  <p>Hi ${escapeHtml(name)},</p>
  <p>We received a request to reset the password of your ${PRODUCT_NAME} account.</p>
  <p><a href="${safeLink}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 4px;">Choose a new password</a></p>
  <p>Or paste this address into your browser:<br><a href="${safeLink}">${safeLink}</a></p>
  <p>The link works once and expires in ${hours}. If you didn't ask for this, you can ignore this email: your password stays the same.</p>
  <p>Questions? Write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.<br>The ${PRODUCT_NAME} team</p>
</body>
</html>`;
  return { subject, text, html };
}
