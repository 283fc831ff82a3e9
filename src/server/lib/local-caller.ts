import type { FastifyRequest } from 'fastify';

const LOOPBACK_V4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
// Host names a browser on this machine uses for this server. Any other name on a request from
// loopback is a page that rebound its own name to 127.0.0.1 (DNS rebinding).
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || LOOPBACK_V4.test(v4);
}

/** The name part of a Host header (`localhost:3000` → `localhost`, `[::1]:3000` → `[::1]`), lower case. */
export function hostName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return name?.toLowerCase();
}

/** `localhost`, `127.0.0.1` or `[::1]`: names that reach the machine the browser runs on. */
export function isLoopbackHostName(name: string | undefined): boolean {
  return name !== undefined && LOOPBACK_HOSTS.has(name);
}

// The headers proxies and CDNs put the visitor's address in (besides `forwarded`, `via` and the
// `x-forwarded-*` family): any of them on a loopback connection is someone else's request.
const CLIENT_ADDRESS_HEADERS = new Set([
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
]);

/** A reverse proxy on this machine connects from loopback on behalf of someone else. */
function cameThroughAProxy(headers: FastifyRequest['headers']): boolean {
  return Object.keys(headers).some(
    (name) =>
      name === 'forwarded' ||
      name === 'via' ||
      name.startsWith('x-forwarded-') ||
      CLIENT_ADDRESS_HEADERS.has(name),
  );
}

/**
 * The person at this machine: a connection from a loopback address (the socket's own, never a
 * forwarded one), addressed to a loopback host name, with no sign of a proxy in between.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  const host = hostName(request.headers.host);
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    host !== undefined &&
    (LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost')) &&
    !cameThroughAProxy(request.headers)
  );
}
