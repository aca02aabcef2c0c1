/**
 * Which site a request is for: the platform's rule, decided once per request. The original
 * platform chose a site by the domain of the page that called it (`mode: domain`); so does this.
 */

/** A site as the rule needs it. */
export interface SiteAddress {
  code: string;
  /** scheme://host[:port] every link of the site is built on; null: the server's PUBLIC_ORIGIN. */
  origin: string | null;
  /** Further hosts (host[:port]) that answer with a 301 to the origin. */
  aliases: readonly string[];
  status: 'active' | 'disabled';
  /** Set once the site is removed (`sites remove --purge`): its hosts are then no site's to serve. */
  removedAt?: number | undefined;
}

/** What of the request and the server's configuration the rule reads. */
export interface RequestPlace {
  /** The host the request names (Host, or a trusted proxy's X-Forwarded-Host), with its port. */
  host: string;
  /** The request's path and query, kept by a 301. */
  url: string;
  /** The `Origin` header of a call from a page, when it sent one. */
  callerOrigin?: string | undefined;
  /**
   * The `Referer` header: the page that asked. A browser sends no `Origin` with an image or a link
   * it follows, but names the page (its origin at least, under the recipes' referrer policy).
   */
  callerPage?: string | undefined;
}

export interface SiteRules {
  /** `PUBLIC_ORIGIN`: the origin of the `default` site when it names none of its own. */
  publicOrigin?: string | undefined;
  /**
   * `API_HOST`: the one host clients served from other origins (a CDN) call. A call there is for
   * the site whose host its `Origin` names.
   */
  apiHost?: string | undefined;
  /** `DEFAULT_SITE`: the site a host no site claims gets, instead of the page that says so. */
  defaultSite?: string | undefined;
}

export type SiteOfRequest =
  /** Served by `site`. */
  | { kind: 'site'; code: string }
  /** An alias of a site: 301 to `location`, the same path on its origin. */
  | { kind: 'moved'; code: string; location: string }
  /** A site switched off: a page says so, though its staff can still sign in. */
  | { kind: 'disabled'; code: string }
  /** No site has this host. Never another site's content. */
  | { kind: 'unknown'; host: string };

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** `host[:port]` in lower case, without the scheme's default port. */
export function normalHost(host: string, scheme?: string): string {
  const lower = host.trim().toLowerCase().replace(/\.$/, '');
  const match = /^(.*?)(?::(\d+))?$/.exec(lower);
  const name = match?.[1] ?? lower;
  const port = match?.[2];
  if (!port) return name;
  if (scheme !== undefined) return DEFAULT_PORTS[scheme] === port ? name : `${name}:${port}`;
  return port === '80' || port === '443' ? name : `${name}:${port}`;
}

/** The host of an origin (`https://museum.example.tw` → `museum.example.tw`), or undefined. */
export function hostOfOrigin(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return normalHost(url.host, url.protocol);
  } catch {
    return undefined;
  }
}

/** The origin each site's links are built on: its own, or PUBLIC_ORIGIN for the default site. */
export function originOfSite(
  site: SiteAddress,
  rules: Pick<SiteRules, 'publicOrigin'>,
  defaultCode: string,
): string | undefined {
  if (site.origin) return site.origin;
  return site.code === defaultCode ? rules.publicOrigin : undefined;
}

/**
 * The origins whose pages may call a site's app from another origin (CORS): `CORS_ORIGINS`, and,
 * behind a shared API host, the site's own origin, whose static client calls across to it. The
 * default site's too (PUBLIC_ORIGIN): every site of a static deploy works as added, none needing
 * its origin repeated in CORS_ORIGINS.
 */
export function callerOriginsOfSite(
  site: SiteAddress,
  rules: Pick<SiteRules, 'publicOrigin' | 'apiHost'>,
  corsOrigins: readonly string[],
  defaultCode: string,
): string[] {
  const own = apiHostOf(rules) === undefined ? undefined : originOfSite(site, rules, defaultCode);
  return own === undefined ? [...corsOrigins] : [...new Set([...corsOrigins, own])];
}

/**
 * `path` on `origin`. A path of the request is what a stranger typed: `//evil.example/` read as a
 * URL would leave the origin, so anything but a plain path becomes the site's home.
 */
function sameOriginUrl(origin: string, path: string): string {
  const plain = path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
  return `${origin.replace(/\/+$/, '')}${plain ? path : '/'}`;
}

/** The shared API host (`API_HOST`) as `host[:port]`, or undefined when there is none. */
function apiHostOf(rules: Pick<SiteRules, 'apiHost'>): string | undefined {
  if (rules.apiHost === undefined || rules.apiHost === '') return undefined;
  return hostOfOrigin(rules.apiHost) ?? normalHost(rules.apiHost);
}

/**
 * The host of the page that made a request: its `Origin` when it sent one (a call), else its
 * `Referer`'s (an image, a file link). An `Origin` that names no host (`null`) is no page's, and
 * a `Referer` never overrides an `Origin`.
 */
function callerHostOf(place: RequestPlace): string | undefined {
  if (place.callerOrigin !== undefined && place.callerOrigin !== '') return hostOfOrigin(place.callerOrigin);
  return place.callerPage ? hostOfOrigin(place.callerPage) : undefined;
}

/**
 * The request headers an answer on `host` depends on beyond its URL, because they chose its
 * site: on the shared API host, `Origin` and `Referer`; elsewhere none (the Host chose). A cache in
 * front of the API host (a CDN, nginx) must key its copies by them (`Vary`), or it would give one
 * site's answer to another's page. Said even while one site answers everything: a site added
 * later must not be served what a cache kept from the first.
 */
export function headersChoosingSite(host: string, rules: Pick<SiteRules, 'apiHost'>): readonly string[] {
  const apiHost = apiHostOf(rules);
  return apiHost !== undefined && normalHost(host) === apiHost ? ['origin', 'referer'] : [];
}

/** A site's own host and its aliases, normalised. */
interface SiteHosts {
  own: string | undefined;
  aliases: readonly string[];
}

/**
 * Each site record's hosts, worked out once per record (and PUBLIC_ORIGIN): the rule runs on every
 * request, and parsing 50 sites' origins each time cost 36 µs a request. Keyed by the record, so a
 * new sites list (new records) is worked out anew; a stranger's host is never kept.
 */
const hostsOfRecord = new WeakMap<SiteAddress, { publicOrigin: string | undefined; hosts: SiteHosts }>();

function hostsOf(site: SiteAddress, rules: Pick<SiteRules, 'publicOrigin'>, defaultCode: string): SiteHosts {
  const known = hostsOfRecord.get(site);
  if (known && known.publicOrigin === rules.publicOrigin) return known.hosts;
  const origin = originOfSite(site, rules, defaultCode);
  const hosts = {
    own: origin === undefined ? undefined : hostOfOrigin(origin),
    aliases: site.aliases.map((alias) => normalHost(alias)),
  };
  hostsOfRecord.set(site, { publicOrigin: rules.publicOrigin, hosts });
  return hosts;
}

/** True when a site claims `host` as its own or as an alias. */
export function claimsHost(
  sites: readonly SiteAddress[],
  host: string,
  rules: Pick<SiteRules, 'publicOrigin'>,
  defaultCode: string,
): boolean {
  const wanted = normalHost(host);
  return sites.some((site) => {
    const { own, aliases } = hostsOf(site, rules, defaultCode);
    return own === wanted || aliases.includes(wanted);
  });
}

/**
 * The site of a request:
 * - while a server has one site, that site answers every host;
 * - a request to the shared API host from a page is for the site whose host (or alias) is the
 *   page's: its `Origin`, or for an image or a link (which send none) its `Referer`;
 * - otherwise the request's host: a site's own host serves it, an alias moves to the site's origin;
 * - a host no site claims gets `DEFAULT_SITE` when that names a site, else the unknown page;
 * - a disabled site answers as disabled, whichever way it was reached;
 * - a removed site answers as no site at all: its hosts stay its own (nobody else's site shows
 *   there) until its rows are deleted, and `sites restore` brings it back on them.
 */
export function siteOfRequest(
  place: RequestPlace,
  sites: readonly SiteAddress[],
  rules: SiteRules,
  defaultCode: string,
): SiteOfRequest {
  const host = normalHost(place.host);
  const served = (site: SiteAddress): SiteOfRequest => {
    if (site.removedAt !== undefined) return { kind: 'unknown', host };
    return site.status === 'disabled'
      ? { kind: 'disabled', code: site.code }
      : { kind: 'site', code: site.code };
  };
  if (sites.length === 1) return served(sites[0]!);

  const own = (site: SiteAddress) => hostsOf(site, rules, defaultCode).own;
  const claims = (site: SiteAddress, candidate: string) =>
    own(site) === candidate || hostsOf(site, rules, defaultCode).aliases.includes(candidate);

  const apiHost = apiHostOf(rules);
  if (apiHost !== undefined && host === apiHost) {
    const caller = callerHostOf(place);
    const site = caller === undefined ? undefined : sites.find((candidate) => claims(candidate, caller));
    if (site) return served(site);
  }

  const site = sites.find((candidate) => own(candidate) === host);
  if (site) return served(site);
  const aliased = sites.find((candidate) => hostsOf(candidate, rules, defaultCode).aliases.includes(host));
  if (aliased) {
    const origin = originOfSite(aliased, rules, defaultCode);
    if (aliased.status === 'disabled' || aliased.removedAt !== undefined || origin === undefined)
      return served(aliased);
    return { kind: 'moved', code: aliased.code, location: sameOriginUrl(origin, place.url) };
  }
  const fallback = rules.defaultSite
    ? sites.find((candidate) => candidate.code === rules.defaultSite && candidate.removedAt === undefined)
    : undefined;
  if (fallback) return served(fallback);
  return { kind: 'unknown', host };
}
