import type { EmailTransport } from './transport';

export interface SmtpTransportOptions {
  /** e.g. `smtps://user:pass@smtp.example.com:465` or `smtp://localhost:1025`. */
  url: string;
  /** Default sender, e.g. `TrainHub <no-reply@trainhub.example>`. */
  from: string;
  /** Give up on an unreachable server after this long, so the job retries instead of hanging. */
  timeoutMs?: number;
}

/** Sends each message as multipart/alternative (plain text and HTML) through one SMTP server. */
export function createSmtpTransport(options: SmtpTransportOptions): EmailTransport {
  // Well inside the outbox row's delivery lease (DELIVERY_LEASE_MS), so a slow server is
  // never taken for a crashed delivery and sent to twice.
  const timeout = options.timeoutMs ?? 20_000;
  // nodemailer is loaded with the first message, not at start-up (ADR 0044).
  const connect = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      url: options.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  };
  let transporter: ReturnType<typeof connect> | undefined;
  return {
    name: 'smtp',
    async deliver(message) {
      transporter ??= connect();
      const info = await (await transporter).sendMail({
        from: message.from ?? options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.messageId ? { messageId: message.messageId } : {}),
        headers: { 'X-TrainHub-Kind': message.kind },
      });
      // A server that accepts the connection but refuses the recipient resolves with it in `rejected`.
      if (info.rejected.length > 0) throw new Error(`Recipient refused: ${info.response}`);
      return { messageId: info.messageId };
    },
  };
}
