import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../shared/constants';
import { escapeHtml } from './email-format';

/**
 * One piece of an email. Every string is plain text: `composeEmail` escapes it for the HTML
 * part, so a training or person's name can never inject markup into a message.
 */
export type EmailBlock =
  | { paragraph: string; link?: { label: string; href: string } }
  | { details: ReadonlyArray<readonly [label: string, value: string]> }
  | { list: readonly string[] }
  | { button: { label: string; href: string } };

export interface ComposeInput {
  /** Whom to greet, e.g. the parent's first name. */
  name: string;
  blocks: readonly EmailBlock[];
}

const BUTTON_STYLE =
  'display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 4px;';

function textOf(block: EmailBlock): string {
  if ('paragraph' in block) {
    return block.link ? `${block.paragraph}\n${block.link.label}: ${block.link.href}` : block.paragraph;
  }
  if ('details' in block) return block.details.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  return `${block.button.label}: ${block.button.href}`;
}

function htmlOf(block: EmailBlock): string {
  if ('paragraph' in block) {
    const link = block.link
      ? ` <a href="${escapeHtml(block.link.href)}">${escapeHtml(block.link.label)}</a>`
      : '';
    return `  <p>${escapeHtml(block.paragraph)}${link}</p>`;
  }
  if ('details' in block) {
    const rows = block.details
      .map(
        ([label, value]) =>
          `    <tr><td style="padding: 2px 12px 2px 0; color: #495057;">${escapeHtml(label)}</td>` +
          `<td style="padding: 2px 0;"><strong>${escapeHtml(value)}</strong></td></tr>`,
      )
      .join('\n');
    return `  <table role="presentation" style="border-collapse: collapse; margin: 0 0 16px;">\n${rows}\n  </table>`;
  }
  if ('list' in block) {
    return `  <ul>\n${block.list.map((item) => `    <li>${escapeHtml(item)}</li>`).join('\n')}\n  </ul>`;
  }
  const href = escapeHtml(block.button.href);
  return (
    `  <p><a href="${href}" style="${BUTTON_STYLE}">${escapeHtml(block.button.label)}</a></p>\n` +
    `  <p style="font-size: 13px; color: #495057;">Or paste this address into your browser:<br><a href="${href}">${href}</a></p>`
  );
}

/** Plain text and HTML of one message, with the product's greeting and sign-off. */
export function composeEmail({ name, blocks }: ComposeInput): { text: string; html: string } {
  const text = [
    `Hi ${name},`,
    ...blocks.map(textOf),
    `Questions? Write to ${SUPPORT_EMAIL}.\nThe ${PRODUCT_NAME} team`,
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1a1b1e; line-height: 1.5;">
  <p>Hi ${escapeHtml(name)},</p>
${blocks.map(htmlOf).join('\n')}
  <p>Questions? Write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.<br>The ${PRODUCT_NAME} team</p>
</body>
</html>`;
  return { text, html };
}
