import { defaultSectionTitle, isContactSection } from '../../../src/domain/editing/section-defaults';
import { INDEX_LAYOUTS } from '../../../src/shared/layout-names';

describe('a new section’s title', () => {
  it('names every section layout the editor offers by what it is, never 新區塊', () => {
    for (const layout of INDEX_LAYOUTS) expect(defaultSectionTitle(layout)).not.toBe('新區塊');
    expect(defaultSectionTitle('index-contact')).toBe('聯絡我們');
    expect(defaultSectionTitle('index-article-03')).toBe('最新消息');
    expect(defaultSectionTitle('index-menu-05')).toBe('快速連結');
  });

  it('falls back to a neutral name for a layout it does not know', () => {
    expect(defaultSectionTitle('index-unknown-01')).toBe('新區塊');
  });

  it('knows the contact block', () => {
    expect(isContactSection({ layout: 'index-contact' })).toBe(true);
    expect(isContactSection({ layout: 'index-menu-01' })).toBe(false);
  });
});
