import { failureKindOf, PageNotFound } from '../../../src/domain/content/content-failure';
import { ApiError, NetworkError, SessionExpiredError } from '../../../src/domain/errors/api-errors';
import { tagsOf } from '../../../src/domain/content/content-row';
import { modulePathOf, pageHref, detailHref, isExternalUrl } from '../../../src/domain/navigation/site-paths';

const apiError = (status: number) =>
  new ApiError({ status, error_description: 'x', code: `E${status}`, time: '' });

describe('which failure a load met', () => {
  it('tells the visitor’s own missing network from a server that gave no answer', () => {
    expect(failureKindOf(new NetworkError('offline'), false)).toBe('offline');
    expect(failureKindOf(new NetworkError('timeout'), true)).toBe('network');
    expect(failureKindOf(new NetworkError('offline'), true)).toBe('network');
  });

  it('names a server fault, a missing page, an ended session and a cancelled request', () => {
    expect(failureKindOf(apiError(500), true)).toBe('server');
    expect(failureKindOf(apiError(404), true)).toBe('not-found');
    expect(failureKindOf(new PageNotFound('/x'), true)).toBe('not-found');
    expect(failureKindOf(SessionExpiredError.from(apiError(612)), true)).toBe('session');
    expect(failureKindOf(new NetworkError('aborted'), true)).toBe('aborted');
  });

  it('counts any other failure while offline as the network', () => {
    expect(failureKindOf(new TypeError('Failed to fetch'), false)).toBe('offline');
    expect(failureKindOf(new TypeError('bug'), true)).toBe('server');
  });
});

describe('the tags a list offers', () => {
  it('collects the tags of the rows, adds the chosen one and sorts them the Taiwanese way', () => {
    expect(tagsOf([{ tags: ['歷史', 'x', 3] }, { tags: '不是陣列' }, {}], '文化')).toEqual(
      ['x', '文化', '歷史'].sort((a, b) => a.localeCompare(b, 'zh-Hant-TW')),
    );
    expect(tagsOf(undefined)).toEqual([]);
  });

  it('offers every tag of the module when the server names them, not only those on this page', () => {
    expect(tagsOf([{ tags: ['歷史'] }], '文化', ['工藝', '歷史', '港口'])).toEqual(
      ['工藝', '文化', '歷史', '港口'].sort((a, b) => a.localeCompare(b, 'zh-Hant-TW')),
    );
    expect(tagsOf([{ tags: ['歷史'] }], undefined, [])).toEqual([]);
  });
});

describe('site paths', () => {
  it('builds page and detail URLs with encoded segments', () => {
    expect(pageHref('zh-tw', '最新 消息')).toBe('/home/zh-tw/%E6%9C%80%E6%96%B0%20%E6%B6%88%E6%81%AF');
    expect(detailHref('zh-tw', 'news', 'a/b')).toBe('/home/zh-tw/news/a%2Fb');
  });

  it('reads the module path of a module page URL and nothing else', () => {
    expect(modulePathOf('/home/zh-tw/news?offset=12', 'zh-tw')).toBe('news');
    expect(modulePathOf('/home/zh-tw/%E6%B6%88', 'zh-tw')).toBe('消');
    expect(modulePathOf('/home/zh-tw/news/1', 'zh-tw')).toBeNull();
    expect(modulePathOf('/home/en/news', 'zh-tw')).toBeNull();
    expect(modulePathOf('/home/zh-tw/', 'zh-tw')).toBeNull();
    expect(modulePathOf('/home/zh-tw/%E0%A4%A', 'zh-tw')).toBeNull();
  });

  it('knows another site’s URL', () => {
    expect(isExternalUrl('https://www.moc.gov.tw')).toBe(true);
    expect(isExternalUrl('/home/zh-tw')).toBe(false);
  });
});
