import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from './smtp-transport';
import { createEmailTransportFromEnv, DEFAULT_MAIL_FROM } from './transport';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** The port a started server listens on (checked, not cast: a pipe path would have none). */
function portOf(smtp: SMTPServer): number {
  const address = smtp.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP server is not on a TCP port');
  return address.port;
}

const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  // A real SMTP server on a free local port: what arrives is what a mail provider would get.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test')) return callback(new Error('No such mailbox'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = portOf(server);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = {
  kind: 'booking_accepted',
  to: 'parent@example.test',
  subject: 'Your training is confirmed',
  text: 'Hi Sam,\n\nTaylor accepted your booking.',
  html: '<p>Hi Sam,</p><p>Taylor <strong>accepted</strong> your booking.</p>',
};

describe('SMTP transport', () => {
  it('delivers one message with the recipient, subject and both text and HTML parts', async () => {
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: DEFAULT_MAIL_FROM });
    expect(transport.name).toBe('smtp');
    const before = received.length;
    const result = await transport.deliver(message);
    expect(result.messageId).toMatch(/@/);
    expect(received).toHaveLength(before + 1);
    const mail = received[received.length - 1];
    expect(mail?.to).toEqual(['parent@example.test']);
    expect(mail?.from).toBe('no-reply@trainhub.example');
    const raw = mail?.raw ?? '';
    expect(raw).toMatch(/^Subject: Your training is confirmed$/m);
    expect(raw).toMatch(/^From: TrainHub <no-reply@trainhub\.example>$/m);
    expect(raw).toMatch(/multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toContain('Taylor accepted your booking.');
    expect(raw).toContain('<strong>accepted</strong>');
  });

  it('uses a per-message sender when one is given', async () => {
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: DEFAULT_MAIL_FROM });
    await transport.deliver({ ...message, from: 'Coach Desk <desk@trainhub.example>' });
    expect(received[received.length - 1]?.from).toBe('desk@trainhub.example');
  });

  it('rejects when the server refuses the recipient, so the delivery job retries or fails the row', async () => {
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: DEFAULT_MAIL_FROM });
    await expect(transport.deliver({ ...message, to: 'nobody@refused.test' })).rejects.toThrow();
  });

  it('rejects when no server listens, instead of reporting the message as sent', async () => {
    // A port that was free a moment ago: nothing listens there now.
    const probe = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = portOf(probe);
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const transport = createSmtpTransport({
      url: `smtp://127.0.0.1:${closedPort}`,
      from: DEFAULT_MAIL_FROM,
      timeoutMs: 2_000,
    });
    await expect(transport.deliver(message)).rejects.toThrow(/ECONNREFUSED|connect/i);
  });
});

describe('createEmailTransportFromEnv', () => {
  it('keeps mail in the outbox when SMTP_URL is unset, and uses SMTP when it is set', async () => {
    const outbox = createEmailTransportFromEnv({ MAIL_FROM: DEFAULT_MAIL_FROM });
    expect(outbox.name).toBe('outbox');
    await expect(outbox.deliver(message)).resolves.toEqual({});
    const smtp = createEmailTransportFromEnv({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: DEFAULT_MAIL_FROM,
    });
    expect(smtp.name).toBe('smtp');
    const before = received.length;
    await smtp.deliver(message);
    expect(received).toHaveLength(before + 1);
  });
});
