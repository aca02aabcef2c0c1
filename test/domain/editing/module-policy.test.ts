import { whyNoNewItems } from '../../../src/domain/editing/module-policy';
import type { ContentKind } from '../../../src/shared/api-types';
import { takesNewItems } from '../../../src/shared/modules.schema';

describe('新增項目 by the kind of module', () => {
  it('is offered in every list that holds items of its own', () => {
    const lists: ContentKind[] = ['normal', 'event', 'events', 'annals', 'gallery', 'video', 'download'];
    for (const kind of [...lists, 'people', 'object', 'digital', 'appeal'] as ContentKind[]) {
      expect([kind, takesNewItems(kind), whyNoNewItems(kind)]).toEqual([kind, true, null]);
    }
  });

  it('is not offered on a single page, the mailbox or the tag page, each saying why', () => {
    expect(whyNoNewItems('single')).toMatch(/這個單元是一個頁面/);
    expect(whyNoNewItems('mailbox')).toMatch(/信件請到信箱管理處理/);
    expect(whyNoNewItems('tag')).toMatch(/本身沒有項目可新增/);
    expect((['single', 'mailbox', 'tag'] as const).map(takesNewItems)).toEqual([false, false, false]);
  });

  it('is offered while the kind is still unknown, leaving the refusal to the server', () => {
    expect(whyNoNewItems(undefined)).toBeNull();
  });
});
