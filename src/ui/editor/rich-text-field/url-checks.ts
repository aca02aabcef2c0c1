import { youtubeEmbedUrl } from '../../cms-html/embed-hosts';

/** An address typed into the link form, if it is a web address (http or https only). */
export function webAddress(raw: string): string | null {
  const trimmed = raw.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  // Mail and phone links stay possible through pasted HTML; the form asks for pages only.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href;
}

/** The privacy-enhanced embed address of a YouTube page address, or null for anything else. */
export function youtubeAddress(raw: string): string | null {
  const web = webAddress(raw);
  return web ? youtubeEmbedUrl(web) : null;
}
