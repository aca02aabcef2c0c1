import type { ContentStore } from '../ports/content-store.port';

/** What one address of a module names. `address` is the item's address of now (網址代稱, else code). */
export type AddressAnswer =
  | { kind: 'item'; id: string; address: string }
  | { kind: 'moved'; id: string; address: string }
  | { kind: 'unknown' };

const HOME = '/home/zh-tw';

/**
 * How an item's address is read (網址代稱, decision in docs/decisions.md): its code first, since the
 * original platform's API and every link made before addresses existed use it, and the authoring
 * rules keep any 網址代稱 from being another item's code; then its 網址代稱 of now; then an earlier
 * one, which is answered as moved, so the page can send the visitor on with a 301.
 */
export class ItemAddresses {
  constructor(private readonly content: Pick<ContentStore, 'itemAddresses'>) {}

  async resolve(modulePath: string, address: string): Promise<AddressAnswer> {
    const found = await this.content.itemAddresses(modulePath, address);
    const now = found.byId ?? found.bySlug;
    if (now) return { kind: 'item', id: now.id, address: now.slug ?? now.id };
    const old = found.byOldSlug;
    if (old) return { kind: 'moved', id: old.id, address: old.slug ?? old.id };
    return { kind: 'unknown' };
  }

  /**
   * Where a page request for an item's earlier address goes instead (`/home/zh-tw/news/new-name`,
   * with the request's query), or undefined for every other path.
   */
  async pageRedirect(url: string): Promise<string | undefined> {
    const [pathname = '', ...rest] = url.split('?');
    const query = rest.length > 0 ? `?${rest.join('?')}` : '';
    if (!pathname.startsWith(`${HOME}/`)) return undefined;
    const segments = pathname.slice(HOME.length + 1).split('/');
    if (segments.length !== 2 || segments.some((segment) => segment === '')) return undefined;
    let modulePath: string;
    let address: string;
    try {
      modulePath = decodeURIComponent(segments[0]!);
      address = decodeURIComponent(segments[1]!);
    } catch {
      return undefined;
    }
    if (modulePath.length > 100 || address.length > 100) return undefined;
    const answer = await this.resolve(modulePath, address);
    if (answer.kind !== 'moved') return undefined;
    return `${HOME}/${encodeURIComponent(modulePath)}/${encodeURIComponent(answer.address)}${query}`;
  }
}
