/**
 * The pictures of the editor's layout galleries, made from the real layouts:
 *   npm run thumbnails
 * Builds the client when dist/ has none, starts the reference server with the demo site (the e2e
 * harness), finds a page for every layout through the API (test/e2e/support/site-plan.ts, as the
 * crawl does), and photographs it in Chromium at 1280×800 with reduced motion: a frame as the whole
 * first screen, a section, list or detail layout as the top of its own element. Each picture is
 * scaled to 240×150 and written as a WebP (lossy, quality 80) into
 * public/layout-thumbnails/{name}.webp, which the build copies to the site's root. Run it again
 * after changing a layout, and commit the files.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ALL_LAYOUTS, TEMPLATE_LAYOUTS } from '../src/shared/layout-names';
import { DIST_DIR, launchBrowser, startStack } from '../test/e2e/support/harness';
import { answerEmbeds, revealDeferredSections } from '../test/e2e/support/site-browser';
import { planSite } from '../test/e2e/support/site-plan';

const ROOT = path.resolve(__dirname, '..');
const OUT_DIR = path.join(ROOT, 'public', 'layout-thumbnails');
const VIEWPORT = { width: 1280, height: 800 };
const SIZE = { width: 240, height: 150 };
const QUALITY = 80;

function buildIfMissing(): void {
  if (fs.existsSync(path.join(DIST_DIR, 'index.html'))) return;
  console.log('no client build in dist/: running npm run build');
  const env = { ...process.env, API_HOST: '', CAPTCHA_SITE_KEY: '' };
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${String(result.status)})`);
}

/**
 * 240×150 WebP: a picture of an arrangement needs its shapes, not its photographs. Lossy WebP at
 * quality 80 keeps the layouts' text and edges readable in less than half the bytes of the
 * 32-colour PNGs it replaced (215 KB for the 68 pictures, against 467 KB), and the photographs'
 * gradients without the palette's bands.
 */
async function thumbnail(shot: Buffer): Promise<Buffer> {
  const { width = VIEWPORT.width, height = VIEWPORT.height } = await sharp(shot).metadata();
  // The top of a tall element in the gallery's proportion, so every picture reads the same way.
  const top = Math.min(height, Math.round((width * SIZE.height) / SIZE.width));
  return sharp(shot)
    .extract({ left: 0, top: 0, width, height: top })
    .resize(SIZE.width, SIZE.height, { fit: 'contain', position: 'top', background: '#ffffff' })
    .webp({ quality: QUALITY, effort: 6 })
    .toBuffer();
}

async function main(): Promise<void> {
  buildIfMissing();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  const written: string[] = [];
  const trouble: string[] = [];
  try {
    const plan = await planSite(stack.baseUrl);
    if (plan.unplanned.length > 0) trouble.push(`no page uses ${plan.unplanned.join(', ')}`);
    const context = await browser.newContext({
      viewport: VIEWPORT,
      reducedMotion: 'reduce',
      locale: 'zh-TW',
    });
    await answerEmbeds(context);
    const page = await context.newPage();
    for (const visit of plan.visits) {
      await page.goto(`${stack.baseUrl}${visit.url}`, { waitUntil: 'networkidle' });
      await revealDeferredSections(page).catch(() => trouble.push(`${visit.url}: did not settle`));
      await page.waitForLoadState('networkidle');
      for (const layout of visit.layouts) {
        const element = page.locator(`[data-layout="${layout}"]`).first();
        try {
          await element.waitFor({ timeout: 15_000 });
          let shot: Buffer;
          if (TEMPLATE_LAYOUTS.includes(layout)) {
            await page.evaluate(() => window.scrollTo(0, 0));
            shot = await page.screenshot();
          } else {
            shot = await element.screenshot({ animations: 'disabled' });
          }
          fs.writeFileSync(path.join(OUT_DIR, `${layout}.webp`), await thumbnail(shot));
          written.push(layout);
        } catch (error) {
          trouble.push(`${visit.url}: ${layout}: ${(error as Error).message.split('\n')[0] ?? ''}`);
        }
      }
    }
    await context.close();
  } finally {
    await Promise.all([browser.close(), stack.close()]);
  }
  const missing = ALL_LAYOUTS.filter((name) => !written.includes(name));
  const bytes = written.reduce((sum, name) => sum + fs.statSync(path.join(OUT_DIR, `${name}.webp`)).size, 0);
  console.log(`wrote ${written.length} pictures (${bytes} bytes) to ${path.relative(ROOT, OUT_DIR)}`);
  if (missing.length > 0) trouble.push(`no picture for ${missing.join(', ')}`);
  if (trouble.length > 0) {
    console.log(`problems:\n  ${trouble.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
