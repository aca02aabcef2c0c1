import { documentLabel, ownTitleOf } from '../../../src/shared/document-label';

describe('what staff call a document', () => {
  it('names site-wide documents in zh-TW, never by id', () => {
    expect(documentLabel('chrome:header')).toBe('頁首');
    expect(documentLabel('chrome:menu')).toBe('主選單');
    expect(documentLabel('chrome:footer')).toBe('頁尾');
    expect(documentLabel('chrome:banner')).toBe('橫幅');
    expect(documentLabel('chrome:bannerMobile')).toBe('手機版橫幅');
    expect(documentLabel('structure:home')).toBe('首頁編排');
  });

  it('names module documents by the module’s title', () => {
    expect(documentLabel('settings:news', { title: '最新消息' })).toBe('最新消息 設定');
    expect(documentLabel('settings:news', { moduleTitle: '最新消息' })).toBe('最新消息 設定');
    expect(documentLabel('structure:visit', { moduleTitle: '參觀資訊' })).toBe('參觀資訊 編排');
    expect(documentLabel('page:about', { title: '關於我們' })).toBe('關於我們');
    expect(documentLabel('page:about', { title: ' ', moduleTitle: '關於本館' })).toBe('關於本館');
  });

  it('names an item by its title, or as its module’s untitled item', () => {
    expect(documentLabel('item:news:28d609f8', { title: '開館公告', moduleTitle: '最新消息' })).toBe(
      '開館公告',
    );
    expect(documentLabel('item:news:28d609f8', { title: null, moduleTitle: '最新消息' })).toBe(
      '最新消息 的未命名項目',
    );
  });

  it('falls back to the path, and shows what is not an id as it is', () => {
    expect(documentLabel('settings:news')).toBe('news 設定');
    expect(documentLabel('nonsense')).toBe('nonsense');
    expect(documentLabel('chrome:sidebar')).toBe('chrome:sidebar');
  });

  it('reads a document’s own title from its data', () => {
    expect(ownTitleOf('settings:news', { info: { title: '最新消息' }, setting: {} })).toBe('最新消息');
    expect(ownTitleOf('item:news:1', { title: ' 開館 ' })).toBe('開館');
    expect(ownTitleOf('chrome:header', { logo: 'x' })).toBeNull();
    expect(ownTitleOf('page:about', null)).toBeNull();
  });
});
