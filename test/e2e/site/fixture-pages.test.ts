import type { Browser, Page } from 'playwright-core';
import { paths } from '../../../src/ui/paths/paths';
import { launchBrowser, startStack, watchPage, type PageProblems, type Stack } from '../support/harness';
import { readFixtures, withXssProbes, writeLegacyPages, type Fixture } from '../support/site-fixtures';
import { answerEmbeds, leavePage, problemsSince, VIEWPORTS } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * The six pages of the original platform (test/e2e/fixtures/original-platform), written into the
 * reference server's database as `cms-single` pages and opened in Chromium: real editor HTML
 * (Froala markup, word-processor pastes, a YouTube frame, a 30 KB reference list) must come out
 * readable, sanitized and without fixed font sizes.
 */

const fixtures = readFixtures();
const byName = (name: string): Fixture => {
  const fixture = fixtures.find((f) => f.name === name);
  if (!fixture) throw new Error(`fixture ${name} is missing from test/e2e/fixtures/original-platform`);
  return fixture;
};
const probed = withXssProbes(byName('page-05-2'));

const CONTENT = '[data-layout="cms-single"] [data-part="rich-text"]';
/** A px or pt font size in an inline style; relative sizes (em, %) may stay. */
const FIXED_FONT_SIZE = /font-size\s*:\s*[\d.]+\s*(px|pt)\b/i;

let stack: Stack;
let browser: Browser;
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  await writeLegacyPages(stack.dbPath, [...fixtures, probed]);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await answerEmbeds(context);
  page = await context.newPage();
  problems = watchPage(page);
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.close()]);
});

/** Opens the fixture's page and waits for its rich text; returns uncaught errors of the page meanwhile. */
async function open(fixture: Fixture, on: Page = page, watched: PageProblems = problems): Promise<string[]> {
  await leavePage(on);
  const since = problemsSince(watched);
  await on.goto(`${stack.baseUrl}${paths.page.href(LANG, fixture.path)}`, { waitUntil: 'load' });
  await on.waitForSelector(CONTENT, { state: 'attached' });
  return since().filter((problem) => problem.startsWith('page error'));
}

/** Whitespace (including the editors' many &nbsp;) says nothing about whether the words are there. */
const squash = (text: string): string => text.replace(/[\s\u00a0\u3000]+/g, '');

describe('the six pages of the original platform as cms-single pages', () => {
  it('has all six fixtures, and the font-size check has something to find in them', () => {
    expect(fixtures.map((f) => f.name)).toEqual([
      'page-00-1',
      'page-00-2',
      'page-01-2',
      'page-03-4',
      'page-05-2',
      'page-07-0',
    ]);
    // Without fixed sizes in the source, "none left after rendering" would prove nothing.
    expect(byName('page-01-2').page.content).toMatch(FIXED_FONT_SIZE);
  });

  it.each(fixtures.map((fixture) => [fixture.name, fixture] as const))(
    '%s renders as cms-single with its title and every sentence of its text, and no px/pt font size left',
    async (_name, fixture) => {
      expect(await open(fixture)).toEqual([]);
      // Compared without runs of spaces: the platform's titles carry double spaces ("前言  臺灣的特色").
      const heading = await page.locator('[data-layout="cms-single"] h1').first().innerText();
      expect(heading.replace(/\s+/g, ' ')).toBe(fixture.page.title.trim().replace(/\s+/g, ' '));

      const rendered = squash(await page.locator(CONTENT).innerText());
      // The source's sentences, read by the browser's own inert parser (DOMParser runs nothing).
      const sentences = await page.evaluate((html) => {
        const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
        return text.split(/[。！？；\n]/);
      }, fixture.page.content);
      const wanted = sentences.map(squash).filter((sentence) => sentence.length >= 6);
      expect(wanted.length).toBeGreaterThan(0);
      expect(wanted.filter((sentence) => !rendered.includes(sentence))).toEqual([]);

      const fixedSizes = await page.$$eval(`${CONTENT}, ${CONTENT} [style*="font-size"]`, (elements) =>
        elements
          .map((element) => element.getAttribute('style') ?? '')
          .filter((style) => /font-size\s*:\s*[\d.]+\s*(px|pt)\b/i.test(style)),
      );
      expect(fixedSizes).toEqual([]);
    },
  );

  it('keeps the YouTube frame of page-00-1, on the privacy-enhanced host', async () => {
    expect(await open(byName('page-00-1'))).toEqual([]);
    const frames = await page.$$eval(`${CONTENT} iframe`, (elements) =>
      elements.map((element) => element.getAttribute('src') ?? ''),
    );
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/1fqdlK1WddE(\?|$)/);
  });

  it('runs no script from CMS content, even where no Content-Security-Policy header protects the page', async () => {
    // The reference server's CSP (script-src 'self') would block inline handlers on its own; a static
    // host or CDN may send no CSP at all. With the header ignored, only the sanitizer stands between
    // the probes and the page, so a probe it let through would really run.
    const bare = await browser.newContext({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    try {
      await answerEmbeds(bare);
      const probePage = await bare.newPage();
      expect(await open(probed, probePage, watchPage(probePage))).toEqual([]);
      // Give handlers the chance they would have had: images fail, details toggle, the mouse passes over.
      await probePage.getByText('滑過這裡').hover();
      await probePage.waitForTimeout(300);

      expect(
        await probePage.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
      ).toBeUndefined();
      const leftovers = await probePage.$$eval(`${CONTENT} *`, (elements) =>
        elements.flatMap((element) => {
          const found: string[] = [];
          const tag = element.tagName.toLowerCase();
          // Forms are removed, so no control is left without one either.
          const controls = ['button', 'input', 'select', 'textarea', 'option'];
          if (['script', 'svg', 'math', 'object', 'embed', 'form', 'style', ...controls].includes(tag))
            found.push(`<${tag}>`);
          for (const attribute of Array.from(element.attributes)) {
            if (attribute.name.startsWith('on') || attribute.name === 'srcdoc')
              found.push(`${tag}[${attribute.name}]`);
            if (/^\s*javascript:/i.test(attribute.value))
              found.push(`${tag}[${attribute.name}=${attribute.value}]`);
          }
          return found;
        }),
      );
      expect(leftovers).toEqual([]);
      // The probed copy still shows the page it was made from.
      expect(await probePage.locator(CONTENT).innerText()).toContain('民主');
      // The control: in this context a handler that does reach the page runs, so the checks above can fail.
      await probePage.evaluate(() => {
        const image = document.createElement('img');
        image.setAttribute('onerror', "window.__xss = 'control'");
        image.src = 'data:image/gif;base64,AAAA';
        document.body.append(image);
      });
      await probePage.waitForFunction(() => (window as unknown as { __xss?: unknown }).__xss === 'control');
    } finally {
      await bare.close();
    }
  });
});
