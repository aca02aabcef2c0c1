/**
 * Which embedded frames CMS content may carry, and how their addresses are normalised. Kept apart
 * from the sanitizer so the video part can share the YouTube rules without pulling DOMPurify into
 * its chunk.
 */

/** YouTube embeds are shown through the privacy-enhanced host, which sets no cookies until play. */
export const YOUTUBE_EMBED_HOST = 'www.youtube-nocookie.com';
const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com', YOUTUBE_EMBED_HOST]);
const YOUTUBE_SHORT_HOST = 'youtu.be';
const YOUTUBE_ID = /^[\w-]{6,20}$/;
/** Player options worth keeping; tracking parameters such as `si` are dropped. */
const YOUTUBE_KEPT_PARAMS = ['start', 'end', 'list', 'rel', 'cc_load_policy', 'cc_lang_pref', 'hl'];

/**
 * 3D-tour hosts whose frames may stay in CMS content. The original platform linked to Matterport
 * tours (fixture page-03-4); 720yun is the other tour host Taiwanese museums use. `*.` allows any
 * subdomain. Add a host here, not in the sanitizer.
 */
export const TOUR_EMBED_HOSTS: readonly string[] = ['my.matterport.com', '*.720yun.com'];

export type EmbedKind = 'youtube' | 'tour';

export interface AllowedEmbed {
  kind: EmbedKind;
  /** The address to load, rewritten to https and, for YouTube, to the privacy-enhanced host. */
  src: string;
}

function parseHttpsUrl(raw: string): URL | null {
  // Browsers ignore tabs and newlines inside URLs; strip them so the check sees what loads.
  // eslint-disable-next-line no-control-regex
  const cleaned = raw.replace(/[\u0000-\u0020]/g, '');
  if (cleaned === '') return null;
  let url: URL;
  try {
    url = new URL(cleaned.startsWith('//') ? `https:${cleaned}` : cleaned);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  url.protocol = 'https:';
  url.port = '';
  return url;
}

function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) {
    const suffix = pattern.slice(1);
    return host.endsWith(suffix) && host.length > suffix.length;
  }
  return host === pattern;
}

/** The YouTube video id of a watch, share, shorts or embed address, or of a bare id. */
export function youtubeVideoId(value: string): string | null {
  const trimmed = value.trim();
  if (YOUTUBE_ID.test(trimmed) && !trimmed.includes('.')) return trimmed;
  const url = parseHttpsUrl(trimmed);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  let id: string | undefined;
  if (host === YOUTUBE_SHORT_HOST) {
    id = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'embed' || first === 'shorts' || first === 'live') id = second;
    else if (first === 'watch') id = url.searchParams.get('v') ?? undefined;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** `https://www.youtube-nocookie.com/embed/ID`, keeping the start time and playlist if given. */
export function youtubeEmbedUrl(value: string): string | null {
  const id = youtubeVideoId(value);
  if (!id) return null;
  const embed = new URL(`https://${YOUTUBE_EMBED_HOST}/embed/${id}`);
  const source = parseHttpsUrl(value.trim());
  if (source) {
    for (const name of YOUTUBE_KEPT_PARAMS) {
      const kept = source.searchParams.get(name);
      if (kept !== null) embed.searchParams.set(name, kept);
    }
    // Share links carry the start as `t=90` or `t=1m30s`.
    const t = source.searchParams.get('t');
    const seconds = t ? toSeconds(t) : null;
    if (seconds !== null && !embed.searchParams.has('start'))
      embed.searchParams.set('start', String(seconds));
  }
  return embed.toString();
}

function toSeconds(value: string): number | null {
  if (/^\d+s?$/.test(value)) return Number.parseInt(value, 10);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || value === '') return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/**
 * Whether an iframe address may stay in CMS content, and the address to load if so. YouTube
 * frames must point at an embed path; tour frames may point anywhere on an allowed host.
 */
export function allowedEmbed(
  src: string,
  tourHosts: readonly string[] = TOUR_EMBED_HOSTS,
): AllowedEmbed | null {
  const url = parseHttpsUrl(src);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    if (!url.pathname.startsWith('/embed/')) return null;
    const embed = youtubeEmbedUrl(url.toString());
    return embed ? { kind: 'youtube', src: embed } : null;
  }
  if (tourHosts.some((pattern) => hostMatches(host, pattern))) {
    return { kind: 'tour', src: url.toString() };
  }
  return null;
}
