import {
  contentSegment,
  staffPageOf,
  staffPages,
  type StaffStanding,
} from '../../../src/domain/editing/staff-pages';

const ALL = { r: true, w: true, d: true, p: true };
const NONE = { r: false, w: false, d: false, p: false };

const standing = (overrides: Partial<StaffStanding>): StaffStanding => ({
  editor: false,
  admin: false,
  platform: false,
  reviewer: false,
  mailbox: false,
  modules: [],
  ...overrides,
});

const titles = (s: StaffStanding) => staffPages(s).map((entry) => entry.title);

describe('which staff pages an account may see', () => {
  it('gives an administrator with rights and review every page, in the one order', () => {
    const admin = standing({ editor: true, admin: true, reviewer: true, mailbox: true });
    expect(titles(admin)).toEqual([
      '儀表板',
      '內容',
      '審核',
      '信箱',
      '網站統計',
      '頁面回饋',
      '帳號',
      '稽核紀錄',
      '網站設定',
      '政府網站檢核',
      '我的帳號',
    ]);
    expect(staffPages(admin).map((entry) => entry.segment)).toEqual([
      '',
      'content',
      'reviews',
      'mailbox',
      'statistics',
      'feedback',
      'accounts',
      'audit',
      'settings',
      'checklist',
      'account',
    ]);
  });

  it('adds 網站列表 for a platform administrator only, before 我的帳號', () => {
    const platform = standing({ editor: true, admin: true, platform: true });
    expect(titles(platform)).toEqual([
      '儀表板',
      '內容',
      '網站統計',
      '頁面回饋',
      '帳號',
      '稽核紀錄',
      '網站設定',
      '政府網站檢核',
      '網站列表',
      '我的帳號',
    ]);
    expect(staffPages(platform).find((entry) => entry.key === 'sites')?.segment).toBe('sites');
    expect(titles(standing({ editor: true, admin: true }))).not.toContain('網站列表');
  });

  it('gives a writer the dashboard, content, 網站統計, 頁面回饋 and their own account, nothing of the administrators', () => {
    expect(titles(standing({ editor: true }))).toEqual([
      '儀表板',
      '內容',
      '網站統計',
      '頁面回饋',
      '我的帳號',
    ]);
  });

  it('adds 審核 for a reviewer and 信箱 for mailbox staff, in their places', () => {
    expect(titles(standing({ editor: true, reviewer: true }))).toEqual([
      '儀表板',
      '內容',
      '審核',
      '網站統計',
      '頁面回饋',
      '我的帳號',
    ]);
    expect(titles(standing({ editor: true, mailbox: true }))).toEqual([
      '儀表板',
      '內容',
      '信箱',
      '網站統計',
      '頁面回饋',
      '我的帳號',
    ]);
  });

  it('leaves an account without any right only its own account page', () => {
    expect(titles(standing({}))).toEqual(['我的帳號']);
  });

  it('lists under 內容 only the modules the account may read, in the order given', () => {
    const writer = standing({
      editor: true,
      modules: [
        { path: 'news', title: '最新消息', rights: ALL },
        { path: 'about', title: '關於我們', rights: NONE },
        { path: 'events', title: '活動', rights: { r: true, w: false, d: false } },
        { path: 'faq', title: '常見問題', rights: null },
      ],
    });
    const content = staffPages(writer).find((entry) => entry.key === 'content');
    expect(content?.modules).toEqual([
      { path: 'news', title: '最新消息', segment: 'content/news' },
      { path: 'events', title: '活動', segment: 'content/events' },
    ]);
  });

  it('gives each module page and its trash their own address', () => {
    expect(contentSegment('news')).toBe('content/news');
    expect(contentSegment('news', 'trash')).toBe('content/news/trash');
    expect(contentSegment('a b')).toBe('content/a%20b');
  });

  it('finds the entry a staff address belongs to', () => {
    expect(staffPageOf('')).toBe('dashboard');
    expect(staffPageOf('content/news/trash')).toBe('content');
    expect(staffPageOf('/audit')).toBe('audit');
    expect(staffPageOf('chrome/header')).toBeNull();
  });
});
