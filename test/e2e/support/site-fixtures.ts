import fs from 'node:fs';
import path from 'node:path';
import { pageRow } from '../../../src/server/content/item-rows';
import { openStorage } from '../../../src/server/storage/open-storage';
import type { PageObject } from '../../../src/shared/api-types';

/**
 * The six answers of the original platform (test/e2e/fixtures/original-platform, copied from the
 * shared fixtures so a fresh clone has them), written as `cms-single` pages beside the demo site.
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

/**
 * Writes one `cms-single` module per fixture into the database of a running stack, as an import of
 * the original platform's pages would leave them: straight into the public tables, past the
 * editor's rules. A seed could not carry them (its pages are checked as a publish is, and these
 * fail: numeric codes, images without alt text, fixed font sizes), and that is the point of the
 * fixtures: whatever reaches the database, the public page must come out readable and safe.
 */
export async function writeLegacyPages(dbPath: string, fixtures: Fixture[]): Promise<void> {
  const storage = await openStorage({ dbPath });
  try {
    await storage.write('site', async (tx) => {
      for (const fixture of fixtures) {
        await tx.modules.insert(
          fixture.path,
          'single',
          { moduleKey: 'cms-single', templateKey: 'template-003', title: fixture.page.title.trim() },
          {
            showDate: false,
            showViews: true,
            showShare: true,
            showPrint: true,
            showTags: false,
            showRelated: false,
          },
        );
        // Dated as a seed dates its pages (最後更新), so the page draws as the demo's do.
        const updatedAt = new Date().toISOString();
        await tx.publicSite.upsertItem(pageRow(fixture.path, { updatedAt, ...fixture.page }));
      }
    });
  } finally {
    await storage.close();
  }
}
