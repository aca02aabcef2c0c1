/**
 * Whether a pasted image's address can load on the public site: an absolute web address, or a path
 * from the site's root (the CMS's own `/media/…`). Anything else (`x`, `image001.png`, `file:///…`,
 * a `blob:` of the clipboard) is relative to the page it was copied from and shows a broken image
 * here, so it is dropped on paste rather than saved.
 */
export function isReachableImageAddress(raw: string): boolean {
  const address = raw.trim();
  if (/^\/(?!\/)/.test(address)) return true;
  return /^https?:\/\/[^/\s]+/i.test(address);
}
