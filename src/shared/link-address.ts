/**
 * Addresses a link of the site's chrome (footer, banner, menu) may point to. Pure: no Node, no DOM;
 * the server's schema and the editor's forms ask the same question.
 */

/** The editor's forms show this text too (footer and banner). */
export const LINK_ADDRESS_TEXT = '請輸入 https:// 開頭的網址或本站路徑（/home/…）';

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * http(s), mailto and tel addresses, or a path of this site (`/home/zh-tw/privacy`). Never
 * `javascript:`, `data:` or `vbscript:`, and never `//host` or `/\host`, which browsers read as
 * another site. Tabs and line breaks are dropped first, as browsers drop them from an href.
 */
export function isSafeLinkAddress(raw: string): boolean {
  const address = raw.replace(/[\t\n\r]/g, '').trim();
  if (address.startsWith('/')) return !/^\/[/\\]/.test(address);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return SAFE_SCHEMES.has(url.protocol);
}
