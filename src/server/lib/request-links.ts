import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { hostName, isLoopbackHostName } from './local-caller';

type LinkContext = Pick<AppContext, 'publicUrl' | 'publicUrlFollowsLocalRequests'>;

// `localhost`, `127.0.0.1` or `[::1]` with an optional port: nothing else is taken from a Host.
const HOST_WITH_PORT = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/**
 * The origin a request came to, when that is a loopback address (any port): the browser that
 * sent it runs on this machine, and so will whoever opens the links of its emails. Any other
 * Host is never used: a stranger's Host header would otherwise put their own site into the
 * password-reset email of someone else's account (ADR 0031).
 */
export function localRequestOrigin(request: FastifyRequest): string | undefined {
  const host = request.host;
  if (!HOST_WITH_PORT.test(host) || !isLoopbackHostName(hostName(host))) return undefined;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/** The address links in this request's emails start with (ADR 0031). */
export function publicUrlFor(ctx: LinkContext, request: FastifyRequest): string {
  if (!ctx.publicUrlFollowsLocalRequests) return ctx.publicUrl;
  return localRequestOrigin(request) ?? ctx.publicUrl;
}

/**
 * The context for work a request starts that may write emails: with no PUBLIC_URL set, their
 * links point at the loopback address the request came to (another port, 127.0.0.1 instead of
 * localhost), so that they open where the person is. Jobs, which have no request, keep
 * `ctx.publicUrl`.
 */
export function withRequestLinks<C extends LinkContext>(ctx: C, request: FastifyRequest): C {
  const publicUrl = publicUrlFor(ctx, request);
  return publicUrl === ctx.publicUrl ? ctx : { ...ctx, publicUrl };
}
