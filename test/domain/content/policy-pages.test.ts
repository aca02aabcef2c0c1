import type { SiteFooter } from '../../../src/shared/api-types';
import {
  footerWithPolicyLinks,
  isPolicyPath,
  POLICY_PAGES,
  policyPageHref,
} from '../../../src/shared/policy-pages';

const footer = (links: SiteFooter['links']): SiteFooter => ({ copyright: '臨海鎮公所', links });

describe('the policy pages every agency site links from its footer', () => {
  it('are the three fixed paths and titles, in the footer’s order', () => {
    expect(POLICY_PAGES.map(({ path, title }) => `${path} ${title}`)).toEqual([
      'privacy 隱私權保護政策',
      'security 資訊安全政策',
      'open-data-declaration 政府網站資料開放宣告',
    ]);
    expect(['privacy', 'security', 'open-data-declaration', 'about'].map(isPolicyPath)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(policyPageHref('open-data-declaration')).toBe('/home/zh-tw/open-data-declaration');
  });
});

describe('footerWithPolicyLinks', () => {
  const own = [{ title: '網站導覽', url: '/home/zh-tw/sitemap' }];

  it('adds nothing while none is published, and hands the same footer back', () => {
    const given = footer(own);
    expect(footerWithPolicyLinks(given, new Set())).toBe(given);
  });

  it('adds the published ones after the footer’s own links, in the fixed order, whatever order they are named in', () => {
    const shown = footerWithPolicyLinks(footer(own), new Set(['open-data-declaration', 'privacy']));
    expect(shown.links).toEqual([
      { title: '網站導覽', url: '/home/zh-tw/sitemap' },
      { title: '隱私權保護政策', url: '/home/zh-tw/privacy' },
      { title: '政府網站資料開放宣告', url: '/home/zh-tw/open-data-declaration' },
    ]);
  });

  it('does not link a page twice that the footer links already, under whatever title or form of address', () => {
    const shown = footerWithPolicyLinks(
      footer([
        { title: '隱私權政策', url: '/home/zh-tw/privacy' },
        { title: '資安政策', url: '/home/zh-tw/security/?from=footer' },
      ]),
      new Set(['privacy', 'security', 'open-data-declaration']),
    );
    expect(shown.links.map((link) => link.title)).toEqual(['隱私權政策', '資安政策', '政府網站資料開放宣告']);
  });

  it('still adds a page the footer only seems to link: a detail below it, another site, another path', () => {
    const shown = footerWithPolicyLinks(
      footer([
        { title: '隱私權問答', url: '/home/zh-tw/privacy/faq' },
        { title: '外部', url: 'https://example.gov.tw/home/zh-tw/privacy' },
        { title: '舊頁', url: '/home/zh-tw/privacy-old' },
      ]),
      new Set(['privacy']),
    );
    expect(shown.links.at(-1)).toEqual({ title: '隱私權保護政策', url: '/home/zh-tw/privacy' });
    expect(shown.links).toHaveLength(4);
  });

  it('ignores a non-policy path named as published, and leaves the footer document unchanged', () => {
    const given = footer(own);
    const shown = footerWithPolicyLinks(given, new Set(['about', 'security']));
    expect(shown.links.map((link) => link.url)).toEqual(['/home/zh-tw/sitemap', '/home/zh-tw/security']);
    expect(given.links).toEqual(own);
  });
});
