import { CASE_LOOKUP_SEGMENT } from '../../shared/mailbox-case';
import type { FileEntry, SiteMetadata } from '../../shared/api-types';
import { LIST_LAYOUT_BY_KIND } from '../../shared/layout-names';
import { STAFF_ROOT_SEGMENT } from '../../shared/staff-paths';
import { faultStatus } from '../faults/fault-injection';
import { plainText } from './html-escape';
import type { ItemRef, SeoStore, StoredItem } from '../ports/seo-store.port';
import { itemAddressOf } from '../../shared/item-slug';
import type { ItemAddresses } from '../content/item-addresses';
import { ownValue } from '../../shared/own-key';
import { coverageOf, dublinCore, type SiteFacts } from './government-meta';
import {
  categoryTags,
  effectiveClassification,
  type Classification,
} from '../../shared/classification/classification';

/** The only language of the site (spec section 9). */
export const LANG = 'zh-tw';
const HOME = `/home/${LANG}`;
const SITE_PAGES: Record<string, string> = {
  sitemap: '網站導覽',
  search: '搜尋',
  [CASE_LOOKUP_SEGMENT]: '案件查詢',
  opendata: '開放資料',
};

/** What the served index.html says about one route, for link previews and crawlers. */
export interface PageMeta {
  /** 404 for a path that names no page: crawlers must not index the error screen. */
  status: 200 | 404;
  /** The whole document title, `{page} - {site}` as the client writes it (route-change.tsx). */
  title: string;
  description: string;
  /** Absolute; absent on error pages. */
  canonical?: string;
  /** Absolute URL of the preview image. */
  image?: string;
  ogType: 'website' | 'article';
  /** `noindex` for pages that are not content (login, search results, the editor, errors). */
  robots?: string;
  jsonLd: Array<Record<string, unknown>>;
  /** The government's metadata, `DC.*` name and content (government-meta.ts); none on an error page. */
  dublinCore: Array<[name: string, content: string]>;
  /**
   * **ext** 分類檢索, `Category.Theme|Cake|Service` and the code: the document's, else its module's
   * default; none on the site's own pages and error pages.
   */
  categories: Array<[name: string, content: string]>;
}

export interface MetaContext {
  repo: SeoStore;
  /** `https://www.example.tw`: the origin pages and media are linked from. */
  origin: string;
  /** The `fault-{status}` test pages are pages too while fault injection is on. */
  faults?: boolean;
  /** Reads an item's 網址代稱 (and earlier ones); without it, items are found by their code only. */
  addresses?: Pick<ItemAddresses, 'resolve'>;
}

const absolute = (origin: string, url: string): string =>
  /^https?:\/\//i.test(url)
    ? url
    : url.startsWith('//')
      ? `https:${url}`
      : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

function documentTitle(page: string, site: string): string {
  const trimmed = page.trim();
  return !trimmed || trimmed === site ? site : `${trimmed} - ${site}`;
}

function segmentsOf(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/**
 * The head of the page at `pathname` (query string removed), or a 404 page when the path names no
 * route, module or item the site has. `/404` itself answers 404: it is the error screen.
 */
export async function pageMetaFor(
  pathname: string,
  { repo, origin, faults = false, addresses }: MetaContext,
): Promise<PageMeta> {
  const metadata: SiteMetadata = (await repo.metadata()) ?? { title: '', description: '', keywords: [] };
  const header = await repo.header();
  // The site's name is 網站設定's (the metadata); the header's title stands in when it is empty.
  const site = metadata.title?.trim() || header?.title?.trim() || '';
  const siteImage = metadata.ogImage ? absolute(origin, metadata.ogImage) : undefined;
  const organisation = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site,
    url: `${origin}${HOME}`,
    ...(header?.logo?.original ? { logo: absolute(origin, header.logo.original) } : {}),
  };
  const facts: SiteFacts = { agency: metadata.agency?.trim() || site };
  const page = (title: string, path: string, extra: Partial<PageMeta> = {}, date?: string): PageMeta => {
    const description = extra.description ?? metadata.description;
    return {
      status: 200,
      title: documentTitle(title, site),
      description: metadata.description,
      canonical: `${origin}${path}`,
      ...(siteImage ? { image: siteImage } : {}),
      ogType: 'website',
      jsonLd: [organisation],
      dublinCore: dublinCore(
        {
          title: title.trim() || site,
          description,
          subjects: metadata.keywords,
          identifier: `${origin}${path}`,
          date,
        },
        facts,
      ),
      categories: [],
      ...extra,
    };
  };
  const notFound: PageMeta = {
    status: 404,
    title: '404 Not Found',
    description: '',
    ogType: 'website',
    robots: 'noindex',
    jsonLd: [],
    dublinCore: [],
    categories: [],
  };

  const segments = segmentsOf(pathname);
  if (!segments) return notFound;
  if (segments.length === 0) return page(site, HOME);
  if (segments.length === 1 && segments[0] === 'login') return page('登入', '/login', { robots: 'noindex' });
  if (segments[0] !== 'home' || segments[1] !== LANG) return notFound;
  const [, , modulePath, id, ...rest] = segments;
  // The editor's own screens (`editor/chrome/menu`) are the client's; none of them is content.
  if (modulePath === STAFF_ROOT_SEGMENT)
    return page('編輯', `${HOME}/${STAFF_ROOT_SEGMENT}`, { robots: 'noindex' });
  if (rest.length > 0) return notFound;
  if (modulePath === undefined) return page(site, HOME);
  if (id === undefined) {
    const sitePage = ownValue(SITE_PAGES, modulePath);
    if (sitePage)
      return page(
        sitePage,
        `${HOME}/${modulePath}`,
        modulePath === 'search' || modulePath === CASE_LOOKUP_SEGMENT ? { robots: 'noindex' } : {},
      );
    if (faultStatus(modulePath, faults) !== undefined) return page(modulePath, `${HOME}/${modulePath}`);
    const module = await repo.module(modulePath);
    if (!module) return notFound;
    const single = module.kind === 'single' ? await repo.page(module.path) : undefined;
    // A single page before its first publish is its writers' draft: visitors get the error page.
    // (A landing page is stored as a single-kind module too, with its own moduleKey and sections.)
    if (module.moduleKey === LIST_LAYOUT_BY_KIND.single && !single) return notFound;
    const description = single ? summaryOf(single) : '';
    // A single page is classified as a document is; a list page is its module's own page.
    const categories = categoryTags(effectiveClassification(single, module.classification));
    return page(
      module.title,
      `${HOME}/${encodeURIComponent(module.path)}`,
      { ...(description ? { description } : {}), categories },
      single && typeof single.updatedAt === 'string' ? single.updatedAt : undefined,
    );
  }
  const address = addresses ? await addresses.resolve(modulePath, id) : undefined;
  if (address?.kind === 'unknown') return notFound;
  const found = await repo.item(modulePath, address ? address.id : id);
  if (!found) return notFound;
  const defaults = (await repo.module(modulePath))?.classification ?? {};
  return itemPage(found, site, organisation, siteImage, origin, metadata.description, facts, defaults);
}

function summaryOf(item: StoredItem): string {
  if (typeof item.description === 'string' && item.description.trim()) return plainText(item.description);
  return typeof item.content === 'string' ? plainText(item.content) : '';
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function itemPage(
  ref: ItemRef,
  site: string,
  organisation: Record<string, unknown>,
  siteImage: string | undefined,
  origin: string,
  siteDescription: string,
  facts: SiteFacts,
  moduleDefaults: Classification,
): PageMeta {
  // The canonical address is the 網址代稱 where the item has one, whichever address was asked.
  const url = `${origin}${HOME}/${encodeURIComponent(ref.modulePath)}/${encodeURIComponent(itemAddressOf(ref.item))}`;
  const picture = representativeImage(ref.item);
  const image = picture ? absolute(origin, picture.original) : siteImage;
  const description = summaryOf(ref.item) || siteDescription;
  const item = ref.item;
  const jsonLd: Array<Record<string, unknown>> = [organisation];
  if (ref.kind === 'normal') {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: ref.title,
      description,
      url,
      mainEntityOfPage: url,
      ...(text(item.publishDate) ? { datePublished: text(item.publishDate) } : {}),
      ...(image ? { image: [image] } : {}),
      publisher: { '@type': 'Organization', name: site },
    });
  } else if (ref.kind === 'event') {
    const location = text(item.location);
    const organizer = text(item.organizer);
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: ref.title,
      description,
      url,
      ...(text(item.startDate) ? { startDate: text(item.startDate) } : {}),
      ...(text(item.endDate) ? { endDate: text(item.endDate) } : {}),
      ...(location ? { location: { '@type': 'Place', name: location, address: location } } : {}),
      ...(organizer ? { organizer: { '@type': 'Organization', name: organizer } } : {}),
      ...(image ? { image: [image] } : {}),
    });
  }
  return {
    status: 200,
    title: documentTitle(ref.title, site),
    description,
    canonical: url,
    ...(image ? { image } : {}),
    ogType: ref.kind === 'normal' ? 'article' : 'website',
    jsonLd,
    dublinCore: dublinCore(
      {
        title: ref.title,
        description,
        subjects: Array.isArray(item.tags)
          ? item.tags.filter((tag): tag is string => typeof tag === 'string')
          : [],
        date: ref.date ?? text(item.updatedAt),
        kind: ref.kind,
        identifier: url,
        coverage: coverageOf(ref.kind, item),
      },
      facts,
    ),
    categories: categoryTags(effectiveClassification(item, moduleDefaults)),
  };
}

function isFile(value: unknown): value is FileEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileEntry).original === 'string' &&
    (value as FileEntry).original !== '' &&
    (value as { hidden?: unknown }).hidden !== true
  );
}

/**
 * The picture that stands for an item in a link preview: the image flagged `represent`, else the
 * first image, else a video's thumbnail.
 */
export function representativeImage(item: Record<string, unknown>): FileEntry | undefined {
  const images = Array.isArray(item.images) ? item.images.filter(isFile) : [];
  return (
    images.find((image) => image.represent) ??
    images[0] ??
    (isFile(item.thumbnail) ? item.thumbnail : undefined)
  );
}
