import fs from 'node:fs';
import path from 'node:path';
import type { PageObject } from '../../../src/shared/api-types';
import { buildDemoSite } from '../../../src/server/demo';
import type { SeedModule, SiteSeed } from '../../../src/server/seed/site-seed';

/**
 * The six answers of the original platform (test/e2e/fixtures/original-platform, copied from the
 * shared fixtures so a fresh clone has them), seeded as `cms-single` pages of the demo site.
 */

export const FIXTURE_DIR = path.resolve(__dirname, '../fixtures/original-platform');

export interface Fixture {
  /** `page-00-1` */
  name: string;
  /** The page path the fixture is served at: `fixture-00-1`. */
  path: string;
  page: PageObject;
}

export function readFixtures(): Fixture[] {
  return fs
    .readdirSync(FIXTURE_DIR)
    .filter((file) => /^page-[\d-]+\.json$/.test(file))
    .sort()
    .map((file) => {
      const name = file.replace(/\.json$/, '');
      const page = JSON.parse(fs.readFileSync(path.join(FIXTURE_DIR, file), 'utf8')) as PageObject;
      return { name, path: `fixture-${name.slice('page-'.length)}`, page };
    });
}

/** Markup that runs code if anything lets it through; each sets `window.__xss` to say which. */
export const XSS_PROBES = [
  `<script>window.__xss = 'script'</script>`,
  `<img src="data:image/gif;base64,AAAA" alt="" onerror="window.__xss = 'img onerror'">`,
  `<svg><circle r="1" onload="window.__xss = 'svg onload'"></circle></svg>`,
  `<svg onload="window.__xss = 'svg onload'"></svg>`,
  `<p><a href="javascript:window.__xss = 'javascript url'">javascript 連結</a></p>`,
  `<p onmouseover="window.__xss = 'mouseover'" style="font-size: 14px">滑過這裡</p>`,
  `<details open ontoggle="window.__xss = 'ontoggle'"><summary>摘要</summary>內文</details>`,
  `<iframe srcdoc="<script>parent.__xss = 'srcdoc'</script>"></iframe>`,
  `<iframe src="javascript:parent.__xss = 'iframe javascript'"></iframe>`,
  `<object data="data:text/html,<script>parent.__xss = 'object'</script>"></object>`,
  `<form action="javascript:window.__xss = 'form'"><button>送出</button></form>`,
  `<p><input type="checkbox" checked onclick="window.__xss = 'input'"> 已完成</p><select><option>一</option></select><textarea>留言</textarea>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 'mxss'"></style></mglyph></table></mtext></math>`,
];

/** A copy of `base` with the probes spread through its content: at the start, the middle and the end. */
export function withXssProbes(base: Fixture): Fixture {
  const half = Math.ceil(XSS_PROBES.length / 2);
  const content = `${XSS_PROBES.slice(0, half).join('')}${base.page.content}${XSS_PROBES.slice(half).join('')}`;
  return {
    name: `${base.name}-xss`,
    path: `${base.path}-xss`,
    page: { ...base.page, id: `${base.page.id}-xss`, content },
  };
}

/** The demo site plus one `cms-single` module per fixture, for `createServer({ demo })`. */
export function demoSiteWithFixtures(fixtures: Fixture[]): () => SiteSeed {
  return () => {
    const site = buildDemoSite();
    for (const fixture of fixtures) {
      const module: SeedModule = {
        info: { moduleKey: 'cms-single', templateKey: 'template-003', title: fixture.page.title.trim() },
        setting: {
          showDate: false,
          showViews: true,
          showShare: true,
          showPrint: true,
          showTags: false,
          showRelated: false,
        },
        kind: 'single',
        page: fixture.page,
      };
      site.modules[fixture.path] = module;
    }
    return site;
  };
}
