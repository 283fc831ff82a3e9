import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../../shared/constants';

export interface EmailChangedEmailInput {
  /** Whom to greet: the parent/guardian who holds the account. */
  name: string;
  newEmail: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sent to the old address when an account's email changes, so a takeover does not go unseen. */
export function emailChangedEmail({ name, newEmail }: EmailChangedEmailInput) {
  const subject = `Your ${PRODUCT_NAME} email was changed`;
  const text = [
    `Hi ${name},`,
    '',
    `The email address of your ${PRODUCT_NAME} account was changed to ${newEmail}.`,
    'From now on, sign-in and account emails use the new address, and other devices were signed out.',
    '',
    `If you didn't make this change, write to ${SUPPORT_EMAIL} right away.`,
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1a1b1e; line-height: 1.5;">
  <p>Hi ${escapeHtml(name)},</p>
  <p>The email address of your ${PRODUCT_NAME} account was changed to <strong>${escapeHtml(newEmail)}</strong>.</p>
  <p>From now on, sign-in and account emails use the new address, and other devices were signed out.</p>
  <p>If you didn't make this change, write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> right away.<br>The ${PRODUCT_NAME} team</p>
</body>
</html>`;
  return { subject, text, html };
}
