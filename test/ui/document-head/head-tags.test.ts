import { updateHeadTags } from '../../../src/ui/document-head/head-tags';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('updateHeadTags', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/home/zh-tw/news/news-001?offset=10');
  });

  it('creates the canonical URL and Open Graph title and URL of the page, without its query string', () => {
    updateHeadTags(document, '最新消息 - 文化主題網', '網站簡介', true);
    const url = `${window.location.origin}/home/zh-tw/news/news-001`;
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(content('meta[property="og:url"]')).toBe(url);
    expect(content('meta[property="og:title"]')).toBe('最新消息 - 文化主題網');
    expect(content('meta[name="description"]')).toBe('網站簡介');
    expect(content('meta[property="og:description"]')).toBe('網站簡介');
  });

  it('updates the tags the server wrote instead of adding second ones', () => {
    document.head.innerHTML =
      '<meta name="description" content="第一頁"><meta property="og:title" content="舊標題">';
    updateHeadTags(document, '新標題', '網站簡介', true);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(content('meta[property="og:title"]')).toBe('新標題');
    expect(content('meta[name="description"]')).toBe('網站簡介');
  });

  it('keeps the first page’s own description, and fills an empty one with the site’s', () => {
    document.head.innerHTML = '<meta name="description" content="這篇文章的摘要">';
    updateHeadTags(document, '文章', '網站簡介', false);
    expect(content('meta[name="description"]')).toBe('這篇文章的摘要');
    document.head.innerHTML = '<meta name="description" content="">';
    updateHeadTags(document, '文章', '網站簡介', false);
    expect(content('meta[name="description"]')).toBe('網站簡介');
  });

  it('keeps the first page’s government metadata, and drops it once the visitor has moved on', () => {
    document.head.innerHTML =
      '<meta name="DC.Title" content="第一篇"><meta name="Category.Service" content="I00">';
    updateHeadTags(document, '第一篇', '網站簡介', false);
    expect(content('meta[name="DC.Title"]')).toBe('第一篇');
    updateHeadTags(document, '第二篇', '網站簡介', true);
    expect(document.head.querySelectorAll('meta[name^="DC."], meta[name^="Category."]')).toHaveLength(0);
  });
});
