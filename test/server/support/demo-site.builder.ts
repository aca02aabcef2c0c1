import type { MenuSetting, PageObject } from '../../../src/shared/api-types';
import type { SeedModule, SiteSeed } from '../../../src/server/seed/site-seed';

const ALL_ON: MenuSetting = {
  showDate: true,
  showViews: true,
  showShare: true,
  showPrint: true,
  showTags: true,
  showRelated: true,
};

type Row = NonNullable<SeedModule['rows']>[number];

export const anArticle = (
  id: string,
  title: string,
  publishDate: string,
  more: Record<string, unknown> = {},
): Row => ({
  id,
  title,
  publishDate,
  category: '消息',
  description: `${title}的摘要`,
  content: `<p>${title}</p>`,
  images: [],
  files: [],
  tags: [],
  views: 0,
  ...more,
});

export const aPerson = (
  id: string,
  title: string,
  birthYear: number,
  more: Record<string, unknown> = {},
): Row => ({
  id,
  title,
  role: '工匠',
  birthYear,
  content: `<p>${title}的生平</p>`,
  images: [],
  events: [],
  objects: [],
  ...more,
});

export const aPage = (id: string, title: string, more: Partial<PageObject> = {}): PageObject => ({
  id,
  title,
  description: `${title}的說明`,
  content: `<p>${title}的內容</p>`,
  views: 7,
  dataProvider: '測試館',
  keywords: ['導覽'],
  people: [],
  events: [],
  objects: [],
  videos: [],
  annals: [],
  digital: [],
  gallery: [],
  normal: [],
  single: [],
  images: [],
  ...more,
});

export const listModule = (
  moduleKey: string,
  kind: SeedModule['kind'],
  title: string,
  rows: Row[],
): SeedModule => ({
  info: { moduleKey, templateKey: 'template-002', title },
  setting: ALL_ON,
  kind,
  rows,
});

/**
 * A small site whose list contents the tests know by heart: five articles over two years with
 * tags and a searchable phrase, three people without dates, one page, a mailbox and a tag page.
 */
export function aSmallSite(): SiteSeed {
  return {
    config: [{ lang: 'zh-tw', siteToken: 'test-site', default: true }],
    header: { title: '測試館' },
    menu: [],
    footer: { copyright: '測試館', links: [] },
    structure: {
      templateKey: 'template-001',
      index: [{ layout: 'index-article-01', path: 'news', limit: 3 }],
    },
    metadata: { title: '測試館', description: '測試', keywords: [] },
    banner: { rows: [] },
    bannerMobile: { rows: [] },
    sitemap: [],
    landings: {
      explore: { templateKey: 'template-011', index: [{ layout: 'index-portfolio-01', path: 'people' }] },
    },
    modules: {
      news: listModule('cms-normal', 'normal', '最新消息', [
        anArticle('n1', '港口節開幕', '2024-05-01', { tags: ['活動', '港口'], views: 3 }),
        anArticle('n2', '燈塔修復完成', '2025-02-10', {
          tags: ['建築'],
          content: '<p>老<strong>燈塔</strong>重新點亮&nbsp;夜空</p>',
        }),
        anArticle('n3', '漁具特展', '2025-08-20', { tags: ['展覽', '港口'] }),
        anArticle('n4', 'Harbor Night Tour', '2024-11-30', {
          tags: ['活動'],
          description: 'An English Evening walk',
        }),
        anArticle('n5', '年度報告', '2025-12-31'),
      ]),
      people: listModule('cms-people', 'people', '人物', [
        aPerson('p1', '林阿海', 1921, { tags: ['港口'] }),
        aPerson('p2', '陳木匠', 1890),
        aPerson('p3', '王織女', 1935),
      ]),
      about: {
        info: { moduleKey: 'cms-single', templateKey: 'template-003', title: '關於本館' },
        setting: ALL_ON,
        kind: 'single',
        page: aPage('42', '關於本館'),
      },
      mailbox: {
        info: { moduleKey: 'cms-mailbox', templateKey: 'template-014', title: '民意信箱' },
        setting: ALL_ON,
        kind: 'mailbox',
      },
      tags: {
        info: { moduleKey: 'cms-tag', templateKey: 'template-015', title: '標籤' },
        setting: ALL_ON,
        kind: 'tag',
      },
      explore: {
        info: { moduleKey: 'index', templateKey: 'template-011', title: '探索' },
        setting: ALL_ON,
        kind: 'single',
      },
    },
    accounts: [
      {
        account: 'editor',
        password: 'Editor#2026',
        displayName: '編輯',
        rights: { r: true, w: true, d: true, p: true },
      },
      {
        account: 'viewer',
        password: 'Viewer#2026',
        displayName: '檢視',
        rights: { r: true, w: false, d: false, p: false },
      },
      {
        account: 'guest',
        password: 'Guest#2026',
        displayName: '訪客',
        rights: { r: false, w: false, d: false, p: false },
      },
    ],
    // It stands in for the demo (`seedDemo`, which the test server sets), short passwords and all.
    demoAccounts: true,
  };
}

export const smallSiteSeed = { site: aSmallSite, images: () => [] };

const NONE = { r: false, w: false, d: false, p: false };

/**
 * The small site with review required, as the demo has it: `editor` reviews everywhere, `chief`
 * reviews news only, `writer` writes news without p, and everyone who gets mail has an address.
 */
export function aReviewedSite(): SiteSeed {
  const site = aSmallSite();
  return {
    ...site,
    requireReview: true,
    accounts: [
      ...site.accounts.map((user) =>
        user.account === 'editor' ? { ...user, email: 'editor@test.example' } : user,
      ),
      {
        account: 'writer',
        password: 'Writer#2026',
        displayName: '張撰稿',
        email: 'writer@test.example',
        rights: { ...NONE, r: true },
        pathRights: { news: { r: true, w: true, d: false, p: false } },
      },
      {
        account: 'chief',
        password: 'Chief#2026',
        displayName: '李主任',
        email: 'chief@test.example',
        rights: { ...NONE, r: true },
        pathRights: { news: { r: true, w: true, d: false, p: true } },
      },
    ],
  };
}

export const reviewedSiteSeed = { site: aReviewedSite, images: () => [] };
