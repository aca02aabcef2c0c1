import { type FileEntry, type ItemRef, type MenuItem } from '../../../src/shared/api-types';
import { ALL_LAYOUTS, DETAIL_LAYOUT_BY_KIND } from '../../../src/shared/layout-names';
import { buildDemoSite, collectFileEntries, demoImages } from '../../../src/server/demo';
import { DEMO_PHOTO_NAMES, photoFile } from '../../../src/server/demo/demo-photos';
import type { SeedModule, SiteSeed } from '../../../src/server/seed/site-seed';
import { DATE_FIELDS, PATHLESS_SECTION, REF_FIELDS, REQUIRED_FIELDS } from './demo-expectations';

const site: SiteSeed = buildDemoSite();
const images = demoImages();
const imagePaths = new Set(images.map((image) => image.path));

type Row = NonNullable<SeedModule['rows']>[number];

const menuPaths = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [...(item.path ? [item.path] : []), ...menuPaths(item.children)]);

/** Pages a visitor can reach from the home page, the menu and the sitemap, with the layouts they use. */
function reachable(demo: SiteSeed): { paths: Set<string>; layouts: Set<string> } {
  const layouts = new Set<string>([demo.structure.templateKey, ...demo.structure.index.map((s) => s.layout)]);
  const queue = [
    ...menuPaths(demo.menu),
    ...menuPaths(demo.sitemap),
    ...demo.structure.index.flatMap((s) => (s.path ? [s.path] : [])),
  ];
  const paths = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const module = demo.modules[path];
    if (paths.has(path) || !module) continue;
    paths.add(path);
    layouts.add(module.info.templateKey);
    if (module.info.moduleKey === 'index') {
      const landing = demo.landings[path];
      if (!landing) continue;
      layouts.add(landing.templateKey);
      for (const section of landing.index) {
        layouts.add(section.layout);
        if (section.path) queue.push(section.path);
      }
      continue;
    }
    layouts.add(module.info.moduleKey);
    const detail = DETAIL_LAYOUT_BY_KIND[module.kind];
    if (detail && (module.rows?.length ?? 0) > 0) layouts.add(detail);
  }
  return { paths, layouts };
}

const lists = Object.entries(site.modules).filter(([, module]) => module.rows !== undefined) as Array<
  [string, SeedModule & { rows: Row[] }]
>;
const allRows = lists.flatMap(([path, module]) =>
  module.rows.map((row) => ({ path, kind: module.kind, row })),
);

describe('the demo site', () => {
  it('uses every one of the 68 layouts on some page reachable from the home page, menu or sitemap', () => {
    const { layouts } = reachable(site);
    expect(ALL_LAYOUTS).toHaveLength(68);
    expect(ALL_LAYOUTS.filter((layout) => !layouts.has(layout))).toEqual([]);
  });

  it('makes every module reachable and lists every page in the sitemap', () => {
    const { paths } = reachable(site);
    expect(Object.keys(site.modules).filter((path) => !paths.has(path))).toEqual([]);
    const inSitemap = new Set(menuPaths(site.sitemap));
    expect(Object.keys(site.modules).filter((path) => !inSitemap.has(path))).toEqual([]);
  });

  it('gives every list module at least 12 rows, so paging shows', () => {
    expect(lists.length).toBeGreaterThanOrEqual(12);
    for (const [path, module] of lists)
      expect({ path, rows: module.rows.length >= 12 }).toEqual({ path, rows: true });
  });

  it('names each list module after its kind and gives single pages a page object', () => {
    for (const [path, module] of Object.entries(site.modules)) {
      if (module.info.moduleKey === 'index') {
        expect({ path, landing: site.landings[path] !== undefined }).toEqual({ path, landing: true });
      } else if (module.kind === 'single') {
        expect({ path, page: module.page?.title }).toEqual({ path, page: module.info.title });
      }
    }
    expect(new Set(Object.values(site.modules).map((m) => m.kind))).toEqual(
      new Set([
        'normal',
        'single',
        'event',
        'events',
        'annals',
        'gallery',
        'video',
        'download',
        'people',
        'object',
        'digital',
        'appeal',
        'mailbox',
        'tag',
      ]),
    );
  });

  it('gives every row the fields of its kind', () => {
    const missing = allRows.flatMap(({ kind, row }) =>
      (REQUIRED_FIELDS[kind] ?? [])
        .filter((field) => row[field] === undefined || row[field] === '')
        .map((field) => `${row.id}.${field}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps row ids unique across the whole site', () => {
    const ids = allRows.map(({ row }) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('dates every row within 2024–2026', () => {
    const outside = allRows.flatMap(({ row }) =>
      DATE_FIELDS.flatMap((field) => {
        const value = row[field];
        if (value === undefined) return [];
        return typeof value === 'string' && /^202[4-6]-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value)
          ? []
          : [`${row.id}.${field}=${String(value)}`];
      }),
    );
    expect(outside).toEqual([]);
    const years = new Set(
      allRows.flatMap(({ row }) =>
        DATE_FIELDS.map((f) => row[f])
          .filter((v): v is string => typeof v === 'string')
          .map((v) => v.slice(0, 4)),
      ),
    );
    expect([...years].sort()).toEqual(['2024', '2025', '2026']);
  });

  it('describes every row in 40 to 120 characters', () => {
    const wrong = allRows.filter(
      ({ row }) =>
        typeof row.description !== 'string' || row.description.length < 40 || row.description.length > 120,
    );
    expect(wrong.map(({ row }) => `${row.id}: ${String(row.description).length}`)).toEqual([]);
  });

  it('marks exactly one representative image in every gallery album', () => {
    const albums = allRows.filter(({ kind }) => kind === 'gallery');
    expect(albums.length).toBeGreaterThan(0);
    for (const { row } of albums) {
      const photos = row.images as FileEntry[];
      expect({
        id: row.id,
        represent: photos.filter((photo) => photo.represent).length,
        photos: photos.length > 1,
      }).toEqual({ id: row.id, represent: 1, photos: true });
    }
  });

  it('points every FileEntry at a generated demo file or a demo photograph, with alt text', () => {
    const files = collectFileEntries(site);
    expect(files.length).toBeGreaterThan(100);
    // The photographs are uploads, written by the server on their first request (demo-photos.ts).
    const photos = new Set(DEMO_PHOTO_NAMES.map((name) => photoFile(name, '').original));
    expect(
      files
        .filter((file) => !imagePaths.has(file.original) && !photos.has(file.original))
        .map((file) => file.original),
    ).toEqual([]);
    expect(files.filter((file) => (file.description ?? '').trim() === '').map((file) => file.fileId)).toEqual(
      [],
    );
    const svgs = files.filter((file) => file.ext === 'svg');
    expect(svgs.filter((file) => !file.width || !file.height).map((file) => file.fileId)).toEqual([]);
    expect(imagePaths.has(site.footer.accessibilityMark?.image ?? '')).toBe(true);
    expect(imagePaths.has(site.metadata.ogImage ?? '')).toBe(true);
  });

  it('announces the real byte size and a known extension for every download', () => {
    const bodies = new Map(images.map((image) => [image.path, image.body]));
    const downloads = allRows
      .filter(({ kind }) => kind === 'download')
      .flatMap(({ row }) => row.files as FileEntry[]);
    expect(new Set(downloads.map((file) => file.ext))).toEqual(
      new Set(['pdf', 'docx', 'xlsx', 'odt', 'zip']),
    );
    for (const file of downloads) {
      const body = bodies.get(file.original);
      expect({ file: file.name, size: file.size }).toEqual({
        file: file.name,
        size: body === undefined ? -1 : Buffer.byteLength(body),
      });
    }
  });

  it('draws each SVG under 4 KB with width, height and viewBox', () => {
    const svgs = images.filter((image) => image.contentType === 'image/svg+xml');
    expect(svgs.length).toBeGreaterThanOrEqual(40);
    for (const svg of svgs) {
      const text = String(svg.body);
      expect({
        path: svg.path,
        small: Buffer.byteLength(text) < 4096,
        sized: /^<svg [^>]*width="\d+" height="\d+" viewBox="[\d .]+"/.test(text),
      }).toEqual({
        path: svg.path,
        small: true,
        sized: true,
      });
    }
    expect(svgs.every((svg) => svg.path.startsWith('/media/demo/') && svg.path.endsWith('.svg'))).toBe(true);
  });

  it('links related items, people, objects and events only to rows that exist under the named path', () => {
    const byKey = new Map(allRows.map(({ path, row }) => [`${path}/${row.id}`, row.title]));
    const broken: string[] = [];
    let count = 0;
    for (const { row } of allRows) {
      for (const field of REF_FIELDS) {
        for (const ref of (row[field] as ItemRef[] | undefined) ?? []) {
          count++;
          if (byKey.get(`${ref.path}/${ref.id}`) !== ref.title)
            broken.push(`${row.id}.${field} → ${ref.path}/${ref.id}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(count).toBeGreaterThan(100);
  });

  it('shares tags across kinds so the tag page gathers rows of many lists', () => {
    const kindsByTag = new Map<string, Set<string>>();
    for (const { kind, row } of allRows) {
      for (const tag of (row.tags as string[] | undefined) ?? [])
        kindsByTag.set(tag, (kindsByTag.get(tag) ?? new Set()).add(kind));
    }
    expect(kindsByTag.size).toBeGreaterThanOrEqual(10);
    expect([...kindsByTag.values()].filter((kinds) => kinds.size >= 3).length).toBeGreaterThanOrEqual(8);
  });

  it('titles every index section, reads listed rows from an existing list and limits them', () => {
    const sections = [site.structure, ...Object.values(site.landings)].flatMap(
      (structure) => structure.index,
    );
    expect(site.structure.index[0]?.layout).toBe('index-banner');
    for (const section of sections) {
      expect({ layout: section.layout, titled: Boolean(section.title) }).toEqual({
        layout: section.layout,
        titled: true,
      });
      if (PATHLESS_SECTION.test(section.layout)) continue;
      const list = section.path ? site.modules[section.path] : undefined;
      expect({
        layout: section.layout,
        list: (list?.rows?.length ?? 0) > 0,
        limit: (section.limit ?? 0) > 0,
      }).toEqual({ layout: section.layout, list: true, limit: true });
    }
  });

  it('puts rich text in the content: headings, lists, a quote, a table, images with alt and a YouTube embed on a single page', () => {
    const html = [
      ...allRows.map(({ row }) => String(row.content ?? '')),
      ...Object.values(site.modules).map((m) => m.page?.content ?? ''),
    ].join('\n');
    for (const tag of ['<h2>', '<h3>', '<ul>', '<ol>', '<blockquote>', '<table>', '<figure>'])
      expect({ tag, found: html.includes(tag) }).toEqual({ tag, found: true });
    expect(html).not.toMatch(/<img(?![^>]*\salt="[^"]+")[^>]*>/);
    const singles = Object.values(site.modules).filter((m) => m.kind === 'single' && m.page);
    expect(
      singles.some((m) =>
        /<iframe[^>]+src="https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}"/.test(
          m.page?.content ?? '',
        ),
      ),
    ).toBe(true);
  });

  it('embeds videos from youtube-nocookie.com with an 11-character id', () => {
    const videos = allRows.filter(({ kind }) => kind === 'video');
    expect(
      videos.filter(
        ({ row }) => !/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/.test(String(row.videoUrl)),
      ),
    ).toEqual([]);
  });

  it('numbers appeal decisions uniquely and in the ROC year of the decision', () => {
    const appeals = allRows.filter(({ kind }) => kind === 'appeal').map(({ row }) => row);
    const numbers = appeals.map((row) => String(row.decideDocumentNo));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const row of appeals)
      expect(String(row.decideDocumentNo)).toContain(
        `第${Number(String(row.decideDate).slice(0, 4)) - 1911}`,
      );
  });

  it('has a two-level menu with an external link opening in a new window', () => {
    expect(site.menu.some((item) => item.children.length > 0)).toBe(true);
    expect(site.menu.every((item) => item.children.every((child) => child.children.length === 0))).toBe(true);
    const external = site.menu.flatMap((item) => item.children).filter((child) => child.url);
    expect(external).toEqual([
      expect.objectContaining({ target: '_blank', url: expect.stringMatching(/^https:\/\//) }),
    ]);
  });

  it('offers desktop and mobile banners of 3 to 4 slides, and a complete footer', () => {
    for (const banner of [site.banner, site.bannerMobile])
      expect(banner.rows.length).toBeGreaterThanOrEqual(3);
    expect(site.banner.rows.length).toBeLessThanOrEqual(4);
    expect(site.footer).toEqual(
      expect.objectContaining({
        copyright: expect.any(String),
        address: expect.any(String),
        phone: expect.any(String),
        fax: expect.any(String),
        email: expect.any(String),
        openingHours: expect.any(String),
        updatedAt: expect.any(String),
        accessibilityMark: {
          image: '/media/demo/accessibility-aa.svg',
          url: 'https://accessibility.moda.gov.tw/',
          alt: '通過AA等級無障礙網頁檢測',
        },
      }),
    );
    expect(site.config).toEqual([expect.objectContaining({ lang: 'zh-tw', default: true })]);
  });

  it('seeds an administrator, an editor who publishes everywhere, a viewer who may only read, and a writer of news and activities who submits for review', () => {
    expect(site.accounts.map((u) => [u.account, u.password, u.rights, u.pathRights])).toEqual([
      ['admin', 'Admin#2026-demo', { r: true, w: true, d: true, p: true }, undefined],
      ['editor', 'Editor#2026', { r: true, w: true, d: true, p: true }, undefined],
      ['viewer', 'Viewer#2026', { r: true, w: false, d: false, p: false }, undefined],
      [
        'writer',
        'Writer#2026',
        { r: true, w: false, d: false, p: false },
        {
          news: { r: true, w: true, d: false, p: false },
          activities: { r: true, w: true, d: false, p: false },
        },
      ],
    ]);
    expect(site.requireReview).toBe(true);
    expect(site.accounts.filter((u) => u.admin).map((u) => u.account)).toEqual(['admin']);
  });

  it('builds the same site and the same files on every call', () => {
    expect(buildDemoSite()).toEqual(site);
    expect(demoImages()).toEqual(images);
  });
});
