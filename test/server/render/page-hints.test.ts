import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '../../../src/composition/server-render';
import type { FileEntry } from '../../../src/shared/api-types';
import { HeroFigure } from '../../../src/ui/layouts/details/hero-figure';
import { createRenderSeed, RenderSeedContext } from '../../../src/ui/parts/render-seed';
import {
  chunkFiles,
  pageHints,
  scriptsAfterPaint,
  type ChunkManifest,
} from '../../../src/server/render/page-hints';
import { mergeI18nFragments } from '../../../scripts/support/merge-i18n-fragments';
import { startTestServer, type TestServer } from '../support/test-server';

const SRC = path.resolve(__dirname, '../../../src');

/** Every webpackChunkName in the client's sources, editor chunks included. */
function allChunkNames(dir = SRC, found = new Set<string>()): Set<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) allChunkNames(file, found);
    else if (/\.tsx?$/.test(entry.name)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/webpackChunkName: "([^"]+)"/g)) {
        found.add(match[1] as string);
      }
    }
  }
  return found;
}

/**
 * A manifest as the build writes it, for every chunk of the sources: each has its own CSS and
 * script, and every page chunk shares one split-out chunk, which must be named only once.
 */
function manifestOfSources(): ChunkManifest {
  const chunks: ChunkManifest['chunks'] = {};
  for (const name of allChunkNames()) {
    const shared = name.startsWith('page-') ? ['/assets/js/shared-parts.js'] : [];
    chunks[name] = {
      js: [...shared, `/assets/js/${name}.js`],
      css: [...(shared.length > 0 ? ['/assets/css/shared-parts.css'] : []), `/assets/css/${name}.css`],
    };
  }
  return { chunks };
}

/** The page's head. */
function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** The chunk names whose stylesheet / script the head links, in order. */
function linked(head: string, kind: 'css' | 'js'): string[] {
  const pattern =
    kind === 'css'
      ? /<link rel="stylesheet" href="\/assets\/css\/([^"]+)\.css">/g
      : /<link rel="preload" as="script" href="\/assets\/js\/([^"]+)\.js">/g;
  return [...head.matchAll(pattern)].map((m) => m[1] as string);
}

/** The attributes of one tag, by name (React and the server both write them double-quoted). */
function attributesOf(tag: string): Record<string, string | undefined> {
  // React writes `srcSet` and `fetchPriority` as it spells them; HTML names ignore case.
  return Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [(m[1] as string).toLowerCase(), m[2]]),
  );
}

function imagePreloadsOf(head: string): Record<string, string | undefined>[] {
  return (head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).map(attributesOf);
}

describe('the head of a server-rendered page names what the page needs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ serverRender: true, renderBundle: render });
    const texts = mergeI18nFragments(path.join(SRC, 'ui/i18n/zh-tw'));
    fs.writeFileSync(path.join(server.dir, 'dist/assets/i18n/zh-tw.json'), JSON.stringify(texts));
    fs.writeFileSync(path.join(server.dir, 'dist/chunk-manifest.json'), JSON.stringify(manifestOfSources()));
  });
  afterAll(() => server.close());

  async function head(url: string): Promise<{ head: string; root: string }> {
    const response = await fetch(`${server.baseUrl}${url}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    return { head: headOf(html), root: html.slice(html.indexOf('<div id="root">')) };
  }

  it('links the CSS and preloads the scripts of the home page, its frame and the sections of its first screen only', async () => {
    const { head: home } = await head('/home/zh-tw');
    const css = linked(home, 'css');
    expect(css).toContain('page-home');
    // The demo home's first screen (FIRST_SCREEN_SECTIONS, near-viewport.tsx): banner and quick links.
    expect(css).toContain('layout-index-banner');
    expect(css).toContain('layout-index-menu-01');
    expect(css.filter((name) => name.startsWith('layout-template-'))).toHaveLength(1);
    // Only what the render drew: no other page, no list or detail layout, nothing of the editor,
    // and none of the sections below the first screen (they load on scroll).
    expect(
      css.filter(
        (name) =>
          !/^(page-home|shared-parts|layout-template-\d+|layout-index-banner|layout-index-menu-01)$/.test(
            name,
          ),
      ),
    ).toEqual([]);
    // The shared chunk once, before the chunk that needs it; the scripts are the same chunks.
    expect(css.filter((name) => name === 'shared-parts')).toHaveLength(1);
    expect(css.indexOf('shared-parts')).toBeLessThan(css.indexOf('page-home'));
    expect(linked(home, 'js')).toEqual(css);
    expect(home).not.toContain('modulepreload');
  });

  it('links the list page, its frame and its list layout', async () => {
    const { head: list } = await head('/home/zh-tw/news');
    const css = linked(list, 'css');
    expect(css).toContain('page-module');
    expect(
      css.filter((name) => name.startsWith('layout-cms-') && !name.startsWith('layout-cms-detail')),
    ).toHaveLength(1);
    expect(
      css.filter((name) => !/^(page-module|shared-parts|layout-template-\d+|layout-cms-[a-z]+)$/.test(name)),
    ).toEqual([]);
    expect(linked(list, 'js')).toEqual(css);
  });

  it('links the detail page and its detail layout, and not the list', async () => {
    const { head: detail } = await head('/home/zh-tw/news/news-001');
    const css = linked(detail, 'css');
    expect(css).toContain('page-detail');
    expect(css.filter((name) => name.startsWith('layout-cms-detail-'))).toHaveLength(1);
    expect(
      css.filter(
        (name) => !/^(page-detail|shared-parts|layout-template-\d+|layout-cms-detail-[a-z]+)$/.test(name),
      ),
    ).toEqual([]);
  });

  it("preloads the home banner's first picture with the sources its <picture> offers", async () => {
    const { head: home, root } = await head('/home/zh-tw');
    const preloads = imagePreloadsOf(home);
    expect(preloads.length).toBeGreaterThan(0);
    const slide = root.slice(root.indexOf('data-part="banner-slide"'));
    const img = attributesOf(/<img [^>]*>/.exec(slide)?.[0] ?? '');
    const source = /<source [^>]*>/.exec(slide.slice(0, slide.indexOf('<img')))?.[0];
    for (const preload of preloads) expect(preload.fetchpriority).toBe('high');
    if (source) {
      const phone = attributesOf(source);
      expect(preloads).toEqual([
        expect.objectContaining({ href: phone.srcset, media: phone.media }),
        expect.objectContaining({ href: img.src, media: `not all and ${phone.media}` }),
      ]);
    } else {
      expect(preloads).toEqual([expect.objectContaining({ href: img.src })]);
    }
    expect(img.fetchpriority).toBe('high');
  });

  it("preloads a detail's lead photo once, by the AVIF source its <picture> offers first", async () => {
    const { head: detail, root } = await head('/home/zh-tw/news/news-001');
    // The demo's first news item leads with an uploaded photograph.
    const hero = /<figure[^>]*>\s*<picture[^>]*>\s*(<source [^>]*>)\s*(<img [^>]*>)/.exec(root);
    expect(hero).not.toBeNull();
    const source = attributesOf(hero?.[1] ?? '');
    const img = attributesOf(hero?.[2] ?? '');
    expect(source.type).toBe('image/avif');
    expect(source.srcset).toMatch(/\/w960\.avif 960w/);
    expect(img.srcset).toMatch(/\/w960\.webp 960w/);
    expect(img.fetchpriority).toBe('high');
    expect(imagePreloadsOf(detail)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: img.src,
        imagesrcset: source.srcset,
        imagesizes: source.sizes,
        type: 'image/avif',
        fetchpriority: 'high',
      },
    ]);
  });

  it('preloads no image on a list, whose first screen has no single largest picture', async () => {
    const { head: list } = await head('/home/zh-tw/news');
    expect(imagePreloadsOf(list)).toEqual([]);
  });
});

/** A detail's lead image with its WebP variants, drawn as the server (or the hydrating browser) draws it. */
function heroIn(mode: 'server' | 'hydrate', props: { maxW?: string } = {}) {
  const seed = createRenderSeed(mode);
  const image: FileEntry = {
    fileId: 'f1',
    name: 'harbor',
    ext: 'jpg',
    description: '清晨的港口',
    represent: true,
    original: '/media/harbor.jpg',
    width: 1600,
    height: 900,
    transform: { w400: '/media/harbor-400.webp', w800: '/media/harbor-800.webp' },
  };
  const html = renderToString(
    createElement(
      RenderSeedContext.Provider,
      { value: seed },
      createElement(HeroFigure, { image, ...props }),
    ),
  );
  return { seed, html };
}

describe("a detail's lead image marks itself for the preload", () => {
  it('with the srcset of its WebP variants and the sizes its <img> carries', () => {
    const { seed, html } = heroIn('server', { maxW: '40rem' });
    const img = attributesOf(/<img [^>]*>/.exec(html)?.[0] ?? '');
    expect(seed.lcpImage).toEqual({
      sources: [{ href: img.src, srcset: img.srcset, sizes: img.sizes }],
    });
    expect(img.srcset).toContain('/media/harbor-800.webp 800w');
    expect(img.sizes).toBe('(min-width: 62em) 40rem, 100vw');
  });

  it('claims nothing in the browser, where there is no head to write', () => {
    expect(heroIn('hydrate').seed.lcpImage).toBeNull();
  });
});

describe('the chunk names a render reports', () => {
  it('are the webpackChunkName of every layout registry entry: layout-<name>, as LayoutSlot reports them', () => {
    const dir = path.join(SRC, 'ui/layouts');
    const registries = fs.readdirSync(dir).filter((f) => f.endsWith('.registry.ts'));
    expect(registries.length).toBeGreaterThanOrEqual(4);
    for (const file of registries) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const entries = [
        ...text.matchAll(/'([a-z0-9-]+)': \(\) =>\s*import\(\s*\/\* webpackChunkName: "([^"]+)" \*\//g),
      ];
      const loaders = text.match(/\(\) =>\s*import\(/g) ?? [];
      expect(entries).toHaveLength(loaders.length);
      for (const [, key, chunk] of entries) expect(chunk).toBe(`layout-${key}`);
    }
  });

  it('of the public pages are the same names app-routes gives their loaders', () => {
    const text = fs.readFileSync(path.join(SRC, 'ui/shell/app-routes.tsx'), 'utf8');
    const pages = [
      ...text.matchAll(/pageChunk\(\s*'([^']+)',\s*\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//g),
    ];
    expect(pages.map(([, name]) => name)).toEqual([
      'page-home',
      'page-module',
      'page-detail',
      'page-search',
      'page-sitemap',
      'page-opendata',
      'page-case',
    ]);
    for (const [, name, chunk] of pages) expect(chunk).toBe(name);
  });
});

describe('page hints from a manifest', () => {
  const manifest: ChunkManifest = {
    chunks: {
      a: { js: ['/s.js', '/a.js'], css: ['/s.css', '/a.css'] },
      b: { js: ['/s.js', '/b.js'], css: ['/b.css'] },
    },
  };

  it('names each file once, in the order the chunks were drawn, and skips chunks the build does not know', () => {
    expect(chunkFiles(manifest, ['b', 'toString', 'a', 'nope'])).toEqual({
      js: ['/s.js', '/b.js', '/a.js'],
      css: ['/b.css', '/s.css', '/a.css'],
    });
  });

  it('escapes what it writes into attributes', () => {
    const hints = pageHints(
      { chunks: {} },
      { lcpImage: { sources: [{ href: '/m/a"b.webp', srcset: '/m/a&b.webp 400w', sizes: '100vw' }] } },
    );
    expect(hints).toBe(
      '<link rel="preload" as="image" href="/m/a&#34;b.webp" imagesrcset="/m/a&#38;b.webp 400w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('writes nothing for a render that drew no chunk and marked no image', () => {
    expect(pageHints(manifest, {})).toBe('');
  });
});

describe("a rendered page's scripts, after its first paint", () => {
  const built =
    '<body><div id="root">…</div><script defer src="/assets/js/react.1.js"></script>' +
    '<script defer src="/assets/js/vendor.2.js"></script><script defer src="/assets/js/main.3.js"></script></body>';
  const withLoader: ChunkManifest = {
    chunks: {},
    entries: { 'after-paint': ['/assets/js/after-paint.4.js'] },
  };

  it("are started by the one loader, which names index.html's scripts in their order where they stood", () => {
    expect(scriptsAfterPaint(built, withLoader)).toBe(
      '<body><div id="root">…</div><script defer src="/assets/js/after-paint.4.js" ' +
        'data-scripts="/assets/js/react.1.js /assets/js/vendor.2.js /assets/js/main.3.js"></script></body>',
    );
  });

  it('stay as index.html has them when the build has no loader', () => {
    expect(scriptsAfterPaint(built, { chunks: {} })).toBe(built);
  });

  it('are served so by the server for a rendered page, and not for a preview', async () => {
    const server = await startTestServer({ serverRender: true, renderBundle: render });
    try {
      const texts = mergeI18nFragments(path.join(SRC, 'ui/i18n/zh-tw'));
      fs.writeFileSync(path.join(server.dir, 'dist/assets/i18n/zh-tw.json'), JSON.stringify(texts));
      fs.writeFileSync(path.join(server.dir, 'dist/chunk-manifest.json'), JSON.stringify(withLoader));
      const html = await (await fetch(`${server.baseUrl}/home/zh-tw/news`)).text();
      expect(html).toContain(
        '<script defer src="/assets/js/after-paint.4.js" data-scripts="/assets/js/main.0123456789.js"></script>',
      );
      expect(html.match(/<script defer/g)).toHaveLength(1);
      // A preview is the browser's to render: index.html's own script, as built.
      const preview = await (await fetch(`${server.baseUrl}/home/zh-tw/news?preview=1`)).text();
      expect(preview).toContain('<script defer src="/assets/js/main.0123456789.js"></script>');
      expect(preview).not.toContain('after-paint');
    } finally {
      await server.close();
    }
  });
});
