import type { FastifyRequest } from 'fastify';

/**
 * Where links to this site point (mail to staff, the page's canonical, og:url and JSON-LD, the
 * sitemap and feed), and so what the rendered-page cache keys on. A request says what host it came
 * to (Host, or X-Forwarded-Host through a trusted proxy), and a stranger can say anything there: a
 * letter posted with `Host: evil.example` must not make staff mail link to evil.example. So only
 * configuration names a host:
 * - `PUBLIC_ORIGIN`, when set (required in production), is the one answer;
 * - a host named in `PUBLIC_HOSTS` counts, from Host or from a trusted proxy's X-Forwarded-Host;
 * - outside production, a Host that names this machine (`localhost`, `127.0.0.1`, `[::1]`, any
 *   port) counts, so `npm start` on http://localhost:8080 links to itself;
 * - anything else gets the address the connection reached (the listen address).
 */
export interface OriginFacts {
  /** `http` or `https`, as the request (or a trusted proxy's X-Forwarded-Proto) says. */
  protocol: string;
  /** The host the request names: Host, or a trusted proxy's X-Forwarded-Host. */
  host: string;
  /** True when `host` came from X-Forwarded-Host rather than Host. */
  forwarded: boolean;
  /** `address:port` the connection reached on this machine (IPv6 in brackets). */
  listen: string;
}

export interface OriginConfig {
  /** `PUBLIC_ORIGIN`, already reduced to scheme://host[:port]. */
  publicOrigin?: string | undefined;
  /** `PUBLIC_HOSTS`: the host[:port] names visitors may reach this site by, lower case. */
  publicHosts?: readonly string[] | undefined;
}

/** `localhost`, `127.0.0.1` or `[::1]`, with or without a port: this machine. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOST.test(host);
}

function schemeOf(protocol: string): 'http' | 'https' {
  return protocol === 'https' ? 'https' : 'http';
}

/** The origin links point to, from configuration and what of the request configuration allows. */
export function originFor(facts: OriginFacts, config: OriginConfig): string {
  if (config.publicOrigin) return config.publicOrigin.replace(/\/+$/, '');
  const scheme = schemeOf(facts.protocol);
  const host = facts.host.trim().toLowerCase();
  const listed = (config.publicHosts ?? []).includes(host);
  if (listed) return `${scheme}://${host}`;
  // A proxy names the host the client asked for; only a configured name is believed from it.
  if (!facts.forwarded && isLoopbackHost(host)) return `${scheme}://${host}`;
  return `${scheme}://${facts.listen}`;
}

/** What a Fastify request tells `originFor`; Fastify has already applied TRUST_PROXY. */
export function originFactsOf(request: FastifyRequest): OriginFacts {
  const socket = request.socket as { localAddress?: string; localPort?: number } | undefined;
  let address = socket?.localAddress ?? '127.0.0.1';
  if (address.startsWith('::ffff:')) address = address.slice('::ffff:'.length);
  if (address.includes(':')) address = `[${address}]`;
  const port = socket?.localPort;
  const hostHeader = request.headers.host ?? '';
  return {
    protocol: request.protocol,
    host: request.host,
    forwarded: request.headers['x-forwarded-host'] !== undefined && request.host !== hostHeader,
    listen: port ? `${address}:${port}` : address,
  };
}

/** `originFor` of a request. */
export function requestOrigin(request: FastifyRequest, config: OriginConfig): string {
  return originFor(originFactsOf(request), config);
}

/**
 * `PUBLIC_HOSTS` as host[:port] names; each must be a bare host, since it is compared with what
 * a request names.
 */
export function parsePublicHosts(text: string | undefined): string[] {
  const hosts = (text ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(`http://${host}`);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.host !== host.replace(/:80$/, ''))
      throw new Error(`PUBLIC_HOSTS 的「${host}」不是主機名稱（寫成 www.example.org 或 example.org:8443）`);
  }
  return hosts;
}
