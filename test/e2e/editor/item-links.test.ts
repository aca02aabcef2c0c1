import type { Page } from 'playwright-core';
import type { ItemRef } from '../../../src/shared/api-types';
import { watchPage, type PageProblems } from '../support/harness';
import {
  articleUrl,
  docIdOf,
  documentOf,
  openEditor,
  tabTo,
  waitForStatus,
  workspace,
  useEditorWorld,
} from '../support/editor-browser';
import { formatViolation, runAxe } from '../support/site-browser';

/**
 * Links between items in Chromium against the reference server: an editor
 * finds another article by its title, adds it to an article's related items, moves it, saves, and
 * the server's draft and the page's preview both hold it under 相關內容 — by keyboard alone.
 */

const world = useEditorWorld({ landing: articleUrl('news-002') });
/** The editor page the file's two tests share; it goes with the world's browser. */
let opened: { page: Page; problems: PageProblems } | undefined;

describe('links between items in the editor', () => {
  it('adds a related article by keyboard, moves it up, saves it, and shows it under 相關內容 in the preview', async () => {
    const id = 'news-002';
    const page = await world.context.newPage();
    opened = { page, problems: watchPage(page) };
    const ws = workspace(page);
    const before = (await documentOf(world.stack.baseUrl, world.reader, docIdOf(id))).draft;
    const linked = Array.isArray(before.related) ? (before.related as ItemRef[]) : [];
    // The demo links each article to a few items of other modules; moving needs one to pass.
    expect(linked.length).toBeGreaterThan(0);
    const other = await documentOf(world.stack.baseUrl, world.reader, docIdOf('news-006'));
    const added: ItemRef = { id: 'news-006', title: String(other.draft.title), path: 'news' };

    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    const related = ws.panel.getByRole('group', { name: '相關內容', exact: true });
    const search = related.getByRole('searchbox', { name: '搜尋要加入的項目' });
    // The article's own module is the one searched first: related news is the common case.
    await expect(related.getByLabel('從哪個模組加入').inputValue()).resolves.toBe('news');

    await tabTo(page, search);
    await page.keyboard.type(added.title);
    await page.keyboard.press('Enter');
    const addButton = related.getByRole('button', { name: `加入「${added.title}」`, exact: true });
    await tabTo(page, addButton);
    await page.keyboard.press('Enter');
    await related.getByText(`已加入「${added.title}」，共 ${linked.length + 1} 個`).waitFor();

    // The results stand open, with the new link in the list above them: the whole field is checked.
    const violations = await runAxe(page, world.stack.baseUrl);
    expect(violations.map((violation) => formatViolation(violation))).toEqual([]);

    // 上移 of the new link stands above the search, in the list: back with Shift+Tab, then Enter.
    await tabTo(page, related.getByRole('button', { name: `上移「${added.title}」` }), { back: true });
    await page.keyboard.press('Enter');
    await related.getByText(`已移到第 ${linked.length} 個，共 ${linked.length + 1} 個`).waitFor();

    // 暫存 by its shortcut, as the status line's button would (the body's lists keep Shift+Tab).
    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'saved');

    const expected = [...linked.slice(0, -1), added, ...linked.slice(-1)];
    const { draft } = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    expect(draft.related).toEqual(expected);
    const shown = ws.preview.locator('[data-part="related-items"]');
    await expect(shown.getByRole('heading').innerText()).resolves.toBe('相關內容');
    await expect(shown.getByRole('link').allInnerTexts()).resolves.toEqual(expected.map((ref) => ref.title));
    await expect(shown.getByRole('link', { name: added.title }).getAttribute('href')).resolves.toBe(
      articleUrl('news-006'),
    );
    expect(opened.problems.all()).toEqual([]);
  });
});
