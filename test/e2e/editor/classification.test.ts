import {
  articleUrl,
  docIdOf,
  documentOf,
  openEditor,
  waitForStatus,
  workspace,
  useEditorWorld,
} from '../support/editor-browser';
import { formatViolation, runAxe } from '../support/site-browser';

/**
 * 分類檢索 in Chromium against the reference server: the gate advises a draft without one, the
 * editor picks a 服務分類 by its code and name, publishes, and the page the server writes for
 * visitors carries the `Category.Service` tag after its DC tags.
 */

const world = useEditorWorld();

describe('分類檢索 in Chromium', () => {
  it('advises a classification, takes a 服務分類 picked by name, and the served page carries Category.Service', async () => {
    const id = 'news-007';
    const page = await world.context.newPage();
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    const publishSection = page.locator('[data-part="publish-section"]');
    const advice = publishSection.locator('li[data-code="unclassified"]');
    await advice.waitFor();
    expect(await advice.innerText()).toContain('尚未填寫分類檢索');
    expect(await publishSection.locator('[data-part="publish-now"]').isDisabled()).toBe(false);

    const group = workspace(page).panel.getByRole('group', { name: '分類檢索' });
    const service = group.getByRole('combobox', { name: '服務分類' });
    expect(await service.locator('option', { hasText: 'I00 公共資訊' }).count()).toBe(1);
    await service.selectOption({ label: 'I00 公共資訊' });
    await advice.waitFor({ state: 'detached' });
    await group.getByRole('textbox', { name: '主題分類' }).fill('770');

    // The form with its new group, and the section without the advice, have no axe violation.
    const violations = await runAxe(page, world.stack.baseUrl);
    expect(violations.map((violation) => formatViolation(violation))).toEqual([]);

    await waitForStatus(page, 'dirty');
    await workspace(page).save.click();
    await waitForStatus(page, 'saved');
    await publishSection.locator('[data-part="publish-now"]').click();
    await publishSection.locator('[data-part="publish-announcement"]', { hasText: '已發布' }).waitFor();

    const doc = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    expect(doc.draft).toMatchObject({ categoryService: 'I00', categoryTheme: '770' });
    const html = await (await fetch(`${world.stack.baseUrl}${articleUrl(id)}`)).text();
    expect(html).toContain('<meta name="Category.Theme" content="770" />');
    expect(html).toContain('<meta name="Category.Service" content="I00" />');
    expect(html).not.toContain('name="Category.Cake"');
    expect(html.indexOf('name="Category.Service"')).toBeGreaterThan(html.indexOf('name="DC.Rights"'));
    await page.close();
  });
});
