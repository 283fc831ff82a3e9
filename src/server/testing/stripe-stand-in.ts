import { createServer, type IncomingHttpHeaders } from 'node:http';

/** One call the Stripe SDK made, as the stand-in received it. */
export interface StandInRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface StandInReply {
  status: number;
  body: unknown;
}

/** The payment method id that Stripe's test mode declines (`pm_card_chargeDeclined`). */
export const DECLINING_PAYMENT_METHOD = 'pm_card_chargeDeclined';

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, fingerprint: 'fp_standin_4242' };

const cardDeclined = (intentId: string): StandInReply => ({
  status: 402,
  body: {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      payment_intent: { id: intentId, object: 'payment_intent', status: 'requires_payment_method' },
    },
  },
});

/**
 * Answers like Stripe's API for the calls the adapter makes: just enough state (a counter for
 * ids) to tell calls apart. Anything else is Stripe's "unrecognized URL" 404.
 */
function defaultReply(req: StandInRequest, n: number): StandInReply {
  const { path, params } = req;
  const ok = (body: Record<string, unknown>): StandInReply => ({ status: 200, body });
  if (path === '/v1/customers') return ok({ id: `cus_standin_${n}`, object: 'customer' });
  if (path === '/v1/payment_methods') return ok({ id: `pm_standin_${n}`, object: 'payment_method', card });
  const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
  if (attach) {
    return ok({ id: attach[1], object: 'payment_method', customer: params.get('customer'), card });
  }
  const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
  if (detach) return ok({ id: detach[1], object: 'payment_method', customer: null, card });
  if (path === '/v1/payment_intents') {
    const id = `pi_standin_${n}`;
    if (params.get('payment_method') === DECLINING_PAYMENT_METHOD) return cardDeclined(id);
    const manual = params.get('capture_method') === 'manual';
    return ok({
      id,
      object: 'payment_intent',
      amount: Number(params.get('amount')),
      status: manual ? 'requires_capture' : 'succeeded',
    });
  }
  const intentAction = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
  if (intentAction) {
    const status = intentAction[2] === 'capture' ? 'succeeded' : 'canceled';
    return ok({ id: intentAction[1], object: 'payment_intent', status });
  }
  if (path === '/v1/refunds') {
    return ok({
      id: `re_standin_${n}`,
      object: 'refund',
      status: 'succeeded',
      amount: Number(params.get('amount')),
    });
  }
  if (path === '/v1/transfers') return ok({ id: `tr_standin_${n}`, object: 'transfer' });
  return {
    status: 404,
    body: {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    },
  };
}

export interface StripeStandIn {
  port: number;
  /** Every call received, oldest first. */
  requests: StandInRequest[];
  /** Answers the next call with this instead of the default. */
  replyNext(reply: StandInReply): void;
  /** The options that point the adapter at this stand-in. */
  config: { host: string; port: number; protocol: 'http'; maxNetworkRetries: number };
  close(): Promise<void>;
}

/** A local HTTP stand-in for api.stripe.com on 127.0.0.1 (a random port). */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const queued: StandInReply[] = [];
  let counter = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = Buffer.concat(chunks).toString('utf8');
      const params = new URLSearchParams(req.method === 'GET' ? url.search : body);
      const received = { method: req.method ?? 'GET', path: url.pathname, params, headers: req.headers };
      requests.push(received);
      counter += 1;
      const reply = queued.shift() ?? defaultReply(received, counter);
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('stand-in has no TCP port');
  const { port } = address;
  return {
    port,
    requests,
    replyNext: (reply) => {
      queued.push(reply);
    },
    config: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 },
    close: () => new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
