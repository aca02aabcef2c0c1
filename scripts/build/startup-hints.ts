/**
 * Resource hints for index.html (docs/performance.md, "Start-up"), built at build time:
 *
 * - `<link rel="preconnect">` to the API host when it is another origin (API_HOST set), so the TLS
 *   handshake is done by the time the first call leaves;
 * - `<link rel="preload" as="fetch" crossorigin>` for the calls every page makes at start-up (the
 *   site configuration, header, menu, footer, banners, metadata) and for the texts file. The browser
 *   starts them while it is still downloading the scripts; when the app then calls `fetch` for the
 *   same URL (CORS mode, same-origin credentials, as the fetch adapter does), Chromium hands it the
 *   preloaded answer instead of asking again. Without the hints these calls waited for all the JS.
 *
 * Only calls every route makes belong here: a hint the page never uses is a wasted request and a
 * console warning. The home page's structure call is hinted by src/main.tsx for the home route only.
 */
import { API_PATHS } from '../../src/shared/api-paths';
import { CHROME_PARTS } from '../../src/stores/site-chrome.store';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `apiHost` as configured ('' = the page's origin); `textsUrl` as emitted (e.g. /assets/i18n/zh-tw.json). */
export function startupHints(apiHost: string, textsUrl: string): string {
  const host = apiHost.replace(/\/+$/, '');
  const lines: string[] = [];
  if (host) {
    const origin = new URL(host).origin;
    lines.push(`<link rel="preconnect" href="${escapeAttr(origin)}" crossorigin />`);
  }
  const calls = [API_PATHS.siteConfig, ...CHROME_PARTS.map((part) => API_PATHS.site[part])].map(
    (p) => `${host}${p}`,
  );
  for (const url of [...calls, textsUrl])
    lines.push(`<link rel="preload" as="fetch" href="${escapeAttr(url)}" crossorigin />`);
  return lines.join('\n    ');
}
