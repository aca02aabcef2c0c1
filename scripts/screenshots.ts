/**
 * Full-page screenshots of the demo site for review, at desktop (1280×900) and phone (375×812):
 *   npm run screenshots [-- folder]   (default screenshots/, git-ignored)
 * Builds the client first when dist/ has none, then starts the reference server on a temporary
 * SQLite file (the e2e harness) and drives Debian's Chromium. Shows the home page, one list and one
 * detail of each content kind, a single page, the tag page, the mailbox and the login page.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { type ContentKind } from '../src/shared/api-types';
import { DETAIL_LAYOUT_BY_KIND, LIST_LAYOUT_BY_KIND } from '../src/shared/layout-names';
import { paths } from '../src/ui/paths/paths';
import { DIST_DIR, launchBrowser, startStack, watchPage } from '../test/e2e/support/harness';
import {
  leavePage,
  answerEmbeds,
  problemsSince,
  revealDeferredSections,
  VIEWPORTS,
  type ViewportName,
} from '../test/e2e/support/site-browser';
import { LANG, planSite } from '../test/e2e/support/site-plan';

const ROOT = path.resolve(__dirname, '..');

interface Shot {
  name: string;
  url: string;
  /** A layout to wait for, when the page has one. */
  layout?: string | undefined;
}

function buildIfMissing(): void {
  if (fs.existsSync(path.join(DIST_DIR, 'index.html'))) return;
  console.log('no client build in dist/: running npm run build');
  // Same build as the e2e tests: API on the page's own origin, no captcha widget.
  const env = { ...process.env, API_HOST: '', CAPTCHA_SITE_KEY: '' };
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${String(result.status)})`);
}

/** The pages to show, found through the API like the e2e crawl: the first module of each kind. */
async function shotList(baseUrl: string): Promise<Shot[]> {
  const plan = await planSite(baseUrl);
  const homeUrl = paths.home.href(LANG);
  const shots: Shot[] = [
    { name: 'home', url: homeUrl, layout: plan.visits.find((visit) => visit.url === homeUrl)?.layouts[0] },
  ];
  const kindOf = new Map(
    Object.entries(LIST_LAYOUT_BY_KIND).map(([kind, layout]) => [layout, kind as ContentKind]),
  );
  const seenKinds = new Set<string>();
  for (const [pagePath, info] of plan.modules) {
    if (
      info.moduleKey === 'index' ||
      info.moduleKey === LIST_LAYOUT_BY_KIND.tag ||
      seenKinds.has(info.moduleKey)
    )
      continue;
    seenKinds.add(info.moduleKey);
    const kind = kindOf.get(info.moduleKey);
    const what = kind === 'single' ? 'page' : kind === 'mailbox' ? 'form' : 'list';
    shots.push({ name: `${pagePath}-${what}`, url: paths.page.href(LANG, pagePath), layout: info.moduleKey });
    const detail = plan.firstDetail.get(pagePath);
    if (detail && kind)
      shots.push({ name: `${pagePath}-detail`, url: detail, layout: DETAIL_LAYOUT_BY_KIND[kind] });
  }
  const tagPath = [...plan.modules].find(([, info]) => info.moduleKey === LIST_LAYOUT_BY_KIND.tag)?.[0];
  if (tagPath) {
    const query = plan.sampleTag ? `?tag=${encodeURIComponent(plan.sampleTag)}` : '';
    shots.push({
      name: `${tagPath}-list`,
      url: `${paths.page.href(LANG, tagPath)}${query}`,
      layout: LIST_LAYOUT_BY_KIND.tag,
    });
  }
  const landing = [...plan.modules].find(([, info]) => info.moduleKey === 'index')?.[0];
  if (landing) {
    const sections = plan.visits.find((visit) => visit.url === paths.page.href(LANG, landing))?.layouts;
    shots.push({
      name: `${landing}-landing`,
      url: paths.page.href(LANG, landing),
      layout: sections?.[sections.length - 1],
    });
  }
  shots.push({ name: 'sitemap', url: paths.sitemap.href(LANG) });
  shots.push({ name: 'login', url: paths.login.href() });
  return shots;
}

/** Scrolls through the page so lazy images load, then back to the top, and lets the network settle. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function main(): Promise<void> {
  const outDir = path.resolve(ROOT, process.argv[2] ?? 'screenshots');
  buildIfMissing();
  fs.mkdirSync(outDir, { recursive: true });
  const [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  const trouble: string[] = [];
  let written = 0;
  try {
    const shots = await shotList(stack.baseUrl);
    for (const width of Object.keys(VIEWPORTS) as ViewportName[]) {
      // Reduced motion: the banner holds still, so the pictures show the page, not a moment of a slide.
      const context = await browser.newContext({ viewport: VIEWPORTS[width], reducedMotion: 'reduce' });
      await answerEmbeds(context);
      const page = await context.newPage();
      const problems = watchPage(page);
      for (const [index, shot] of shots.entries()) {
        const since = problemsSince(problems);
        await page.goto(`${stack.baseUrl}${shot.url}`, { waitUntil: 'networkidle' });
        // A full-page picture shows every section: read down the page as a visitor would.
        await revealDeferredSections(page).catch(() =>
          trouble.push(`${shot.url} (${width}): did not settle`),
        );
        // A page without a layout name (sitemap, login) is ready once its main landmark has content.
        const ready = shot.layout ? `[data-layout="${shot.layout}"]` : 'main h1';
        await page
          .waitForSelector(ready, { timeout: 15_000 })
          .catch(() => trouble.push(`${shot.url} (${width}): ${ready} never appeared`));
        await settle(page);
        const file = path.join(outDir, `${String(index + 1).padStart(2, '0')}-${shot.name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        written += 1;
        trouble.push(...since().map((problem) => `${shot.url} (${width}): ${problem}`));
        await leavePage(page);
      }
      await context.close();
    }
  } finally {
    await Promise.all([browser.close(), stack.close()]);
  }
  console.log(`wrote ${written} screenshots to ${path.relative(ROOT, outDir) || '.'}`);
  if (trouble.length > 0) console.log(`problems seen while taking them:\n  ${trouble.join('\n  ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
