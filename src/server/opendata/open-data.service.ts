import {
  OPEN_DATA_FORMATS,
  OPEN_DATA_FREQUENCY,
  OPEN_DATA_LICENSE,
  openDataFields,
  openDataFileHref,
  offersOpenData,
  type OpenDataCatalog,
  type OpenDataFormat,
  type OpenDataset,
} from '../../shared/open-data';
import { itemOrder } from '../content/kind-fields';
import type { ContentItem, ContentStore, StoredModule } from '../ports/content-store.port';
import type { DocumentStore } from '../ports/document-store.port';
import type { PublicChanges } from '../ports/public-changes.port';
import { itemPath } from '../seo/crawler-files';
import { plainText } from '../seo/html-escape';
import type { StoredMetadata } from '../site/public-site-document';
import { filesOf, openDataCsv, openDataJson, openDataRow, openDataXml } from './open-data-files';

/** Items read from the store at a time while a file is made. */
const PAGE = 500;
/** Made files kept for the next request, until a publish drops them all. */
const CACHE_BYTES = 32 * 1024 * 1024;

/** What a client of the original platform's per-kind files names beside the kind. */
export interface ObjectsAsked {
  /** The site's host (`origin=tour.example.gov.tw`); the original served many sites from one address. */
  origin?: string | undefined;
  lang?: string | undefined;
}

/** The site the request reached: its origin for links, and the hosts it answers by. */
export interface SiteHosts {
  origin: string;
  hosts: readonly string[];
}

const hostOf = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/\/.*$/, '');

/**
 * Whether the per-kind file answers: `origin`, where given, must name the site the request
 * reached (its origin's host, or a host it answers by), since one server now serves many sites and
 * another site's data must not come from this one's address; `lang`, where given, is zh-tw, the
 * one language the sites have. Otherwise the answer is 404, as for a kind that lists nothing.
 */
export function answersObjects(asked: ObjectsAsked, site: SiteHosts): boolean {
  if (asked.lang !== undefined && asked.lang.toLowerCase() !== 'zh-tw') return false;
  if (asked.origin === undefined) return true;
  const named = hostOf(asked.origin);
  return named !== '' && [site.origin, ...site.hosts].some((host) => hostOf(host) === named);
}

/** One row of the original platform's `/opendata/object/{kind}.json`: `{ data: [...] }`. */
export interface OpenDataObject {
  id: string;
  name: string;
  content: string;
  images: string[];
  link: string;
}

/**
 * 開放資料: the site's datasets (one per module that lists items), their files in three formats,
 * the catalog with each dataset's metadata, and the original platform's per-kind shape. Made
 * from the published items only (the public store holds nothing else), and kept until the next
 * public change: a publish anywhere drops every made file, as it drops the rendered pages.
 */
export class OpenDataService implements PublicChanges {
  private readonly made = new Map<string, string>();
  private madeBytes = 0;

  constructor(
    private readonly content: ContentStore,
    private readonly documents: Pick<DocumentStore, 'lastPublishedOn'>,
  ) {}

  onPublicChange(): void {
    this.made.clear();
    this.madeBytes = 0;
  }

  /** The 提供機關: 網站設定's 機關名稱, or the site's name where none is set. */
  private async publisher(): Promise<string> {
    const metadata = (await this.content.siteDocument('metadata')) as StoredMetadata | undefined;
    return metadata?.agency?.trim() || metadata?.title?.trim() || '';
  }

  private async datasetModules(): Promise<StoredModule[]> {
    return (await this.content.modules()).filter((module) => offersOpenData(module.kind));
  }

  private async itemsOf(module: StoredModule): Promise<ContentItem[]> {
    const items: ContentItem[] = [];
    const order = itemOrder(module.kind, {});
    for (let offset = 0; ; offset += PAGE) {
      const page = await this.content.listItems(module.path, {}, order, { limit: PAGE, offset });
      items.push(...page.rows);
      if (page.rows.length < PAGE || items.length >= page.total) return items;
    }
  }

  /** `GET /api/opendata`: every dataset with its metadata and links. */
  async catalog(origin: string): Promise<OpenDataCatalog> {
    const publisher = await this.publisher();
    const datasets: OpenDataset[] = [];
    for (const module of await this.datasetModules()) {
      const [answer, updated] = await Promise.all([
        this.content.listItems(module.path, {}, itemOrder(module.kind, {}), { limit: 1, offset: 0 }),
        this.documents.lastPublishedOn(module.path),
      ]);
      datasets.push({
        path: module.path,
        kind: module.kind,
        name: module.info.title,
        description: `${publisher ? `${publisher}網站` : '本網站'}「${module.info.title}」單元公開的全部項目。`,
        fields: openDataFields(module.kind),
        publisher,
        frequency: OPEN_DATA_FREQUENCY,
        license: OPEN_DATA_LICENSE,
        updatedAt: updated === null ? null : new Date(updated).toISOString(),
        count: answer.total,
        files: Object.fromEntries(
          OPEN_DATA_FORMATS.map((format) => [format, `${origin}${openDataFileHref(module.path, format)}`]),
        ) as Record<OpenDataFormat, string>,
      });
    }
    return { publisher, license: OPEN_DATA_LICENSE, datasets };
  }

  /** One dataset's file, or undefined where the path names no dataset. */
  async file(path: string, format: OpenDataFormat, origin: string): Promise<string | undefined> {
    return this.kept(`${format}\u0000${origin}\u0000${path}`, async () => {
      const module = await this.content.module(path);
      if (!module || !offersOpenData(module.kind)) return undefined;
      const fields = openDataFields(module.kind);
      const rows = (await this.itemsOf(module)).map((item) =>
        openDataRow(
          item,
          fields,
          origin,
          `${origin}${itemPath({ modulePath: path, item: item as { id: string } })}`,
        ),
      );
      if (format === 'json') return openDataJson(rows);
      if (format === 'csv') return openDataCsv(fields, rows);
      return openDataXml({ path, name: module.info.title }, fields, rows);
    });
  }

  /**
   * The original platform's `/opendata/object/{kind}.json`: every published item of the modules of
   * that kind, as `{ data: [{ id, name, content, images, link }] }` (the fields its clients read);
   * `content` is plain text. Undefined for a kind that lists no items.
   */
  async objects(
    kind: string,
    { asked, site }: { asked: ObjectsAsked; site: SiteHosts },
  ): Promise<string | undefined> {
    if (!answersObjects(asked, site)) return undefined;
    const origin = site.origin;
    return this.kept(`object\u0000${origin}\u0000${kind}`, async () => {
      if (!offersOpenData(kind)) return undefined;
      const modules = (await this.datasetModules()).filter((module) => module.kind === kind);
      const data: OpenDataObject[] = [];
      for (const module of modules) {
        for (const item of await this.itemsOf(module)) {
          const link = `${origin}${itemPath({ modulePath: module.path, item: item as { id: string } })}`;
          const html = typeof item.content === 'string' ? item.content : '';
          data.push({
            id: String(item.id),
            name: typeof item.title === 'string' ? item.title : '',
            content: html
              ? plainText(html, Number.MAX_SAFE_INTEGER)
              : typeof item.description === 'string'
                ? item.description
                : '',
            // A video's pictures are its thumbnail.
            images: filesOf(item.images ?? item.thumbnail, origin).map((file) => file.url),
            link,
          });
        }
      }
      return JSON.stringify({ data });
    });
  }

  private async kept(key: string, make: () => Promise<string | undefined>): Promise<string | undefined> {
    const found = this.made.get(key);
    if (found !== undefined) return found;
    const made = await make();
    if (made === undefined || made.length > CACHE_BYTES) return made;
    while (this.madeBytes + made.length > CACHE_BYTES && this.made.size > 0) {
      const [oldest, text] = this.made.entries().next().value as [string, string];
      this.made.delete(oldest);
      this.madeBytes -= text.length;
    }
    this.made.set(key, made);
    this.madeBytes += made.length;
    return made;
  }
}
