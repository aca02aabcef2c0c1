import { MY_ACCOUNT_PATH } from '../../../src/domain/account/account-paths';
import { DEFAULT_LANG } from '../../../src/domain/config/constants';
import { contentSegment, STAFF_PAGE_ORDER } from '../../../src/domain/editing/staff-pages';
import { inboxSearch, NO_INBOX_FILTERS } from '../../../src/domain/mailbox/inbox-filters';
import { isPersonalPage } from '../../../src/shared/personal-page';
import { staffSegment } from '../../../src/shared/staff-paths';
import { itemEditHref, withEditMode } from '../../../src/ui/paths/edit-paths';
import { paths } from '../../../src/ui/paths/paths';
import { documentEditHref, staffPaths } from '../../../src/ui/paths/staff-paths';

describe('the staff area’s addresses', () => {
  it('puts 儀表板 at the staff area’s root and every other page at its key', () => {
    expect(STAFF_PAGE_ORDER.map((key) => staffPaths.page('zh-tw', key))).toEqual([
      '/home/zh-tw/editor',
      '/home/zh-tw/editor/content',
      '/home/zh-tw/editor/reviews',
      '/home/zh-tw/editor/mailbox',
      '/home/zh-tw/editor/statistics',
      '/home/zh-tw/editor/feedback',
      '/home/zh-tw/editor/accounts',
      '/home/zh-tw/editor/audit',
      '/home/zh-tw/editor/settings',
      '/home/zh-tw/editor/checklist',
      '/home/zh-tw/editor/sites',
      '/home/zh-tw/editor/account',
    ]);
  });

  it('routes each page where its link leads, below the language’s home', () => {
    for (const key of STAFF_PAGE_ORDER) {
      expect(`/home/zh-tw${paths.staff.route(staffSegment(key))}`).toBe(staffPaths.page('zh-tw', key));
    }
    expect(paths.staff.href('zh-tw', contentSegment('最新 消息', 'trash'))).toBe(
      '/home/zh-tw/editor/content/%E6%9C%80%E6%96%B0%20%E6%B6%88%E6%81%AF/trash',
    );
  });

  it('is what 我的帳號’s constant and the server render’s personal pages name', () => {
    expect(MY_ACCOUNT_PATH).toBe(staffPaths.page(DEFAULT_LANG, 'account'));
    for (const key of STAFF_PAGE_ORDER) expect(isPersonalPage(staffPaths.page('zh-tw', key), '')).toBe(true);
    expect(isPersonalPage('/home/zh-tw/editors', '')).toBe(false);
    expect(isPersonalPage('/home/zh-tw/news', '?edit=1')).toBe(true);
  });

  it('opens 待審核 on one draft and 信箱管理 on one letter, their ids encoded', () => {
    expect(staffPaths.reviews('zh-tw')).toBe('/home/zh-tw/editor/reviews');
    expect(staffPaths.reviews('zh-tw', 'item:news:news-001')).toBe(
      '/home/zh-tw/editor/reviews?doc=item%3Anews%3Anews-001',
    );
    expect(staffPaths.mailbox('zh-tw', inboxSearch(NO_INBOX_FILTERS, 'M 1'))).toBe(
      '/home/zh-tw/editor/mailbox?letter=M%201',
    );
    expect(staffPaths.chrome('zh-tw', 'menu')).toBe('/home/zh-tw/editor/chrome/menu');
  });
});

describe('where a document is edited', () => {
  it('opens each kind of document on its page in edit mode, the chrome in its editor', () => {
    expect(documentEditHref('zh-tw', 'item:news:news-001')).toBe('/home/zh-tw/news/news-001?edit=1');
    expect(documentEditHref('zh-tw', 'page:about')).toBe('/home/zh-tw/about?edit=1');
    expect(documentEditHref('zh-tw', 'settings:news')).toBe('/home/zh-tw/news?edit=1');
    expect(documentEditHref('zh-tw', 'chrome:footer')).toBe('/home/zh-tw/editor/chrome/footer');
    expect(documentEditHref('zh-tw', 'structure:home')).toBe('/home/zh-tw?edit=1');
    expect(itemEditHref('zh-tw', 'news', 'news-002')).toBe('/home/zh-tw/news/news-002?edit=1');
  });

  it('turns edit mode on and off, keeping the rest of the query', () => {
    expect(withEditMode('/home/zh-tw/news?page=2', true)).toBe('/home/zh-tw/news?page=2&edit=1');
    expect(withEditMode('/home/zh-tw/news?edit=1&page=2', false)).toBe('/home/zh-tw/news?page=2');
  });
});
