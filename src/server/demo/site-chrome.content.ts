import type {
  Banner,
  MenuItem,
  SiteConfigEntry,
  SiteFooter,
  SiteHeader,
  SiteMetadata,
} from '../../shared/api-types';
import type { SeedAccount } from '../seed/site-seed';
import { demoImagePath, imageFile } from './demo-images';

/** Header, menu, footer, banners, sitemap, metadata, config and accounts of the demo site. */

export const SITE_TITLE = '國立臨海文化記憶館';

export const siteConfig = (): SiteConfigEntry[] => [
  { lang: 'zh-tw', siteToken: 'linhai-museum-demo-zh-tw', default: true },
];

export const siteHeader = (): SiteHeader => ({
  title: SITE_TITLE,
  subtitle: '臨海鎮的港口、工藝與人',
  logo: imageFile('logo', `${SITE_TITLE}標誌：圓形海浪與燈塔圖案`, true),
});

const item = (id: string, title: string, path?: string, children: MenuItem[] = []): MenuItem => ({
  id,
  title,
  ...(path ? { path } : {}),
  children,
});

/** Two levels; a group without `path` is only a heading for its children. */
export function siteMenu(): MenuItem[] {
  return [
    item('menu-about', '關於本館', 'about', [
      item('menu-about-intro', '本館簡介', 'about'),
      item('menu-about-visit', '參觀資訊', 'visit'),
      item('menu-about-people', '人物誌', 'people'),
      item('menu-about-annals', '館務大事紀', 'annals'),
    ]),
    item('menu-news', '最新消息', 'news', [
      item('menu-news-press', '新聞稿', 'news'),
      item('menu-news-announcements', '公告', 'announcements'),
      item('menu-news-activities', '活動報名', 'activities'),
    ]),
    item('menu-explore', '探索臨海', 'explore', [
      item('menu-explore-history', '歷史事件', 'history'),
      item('menu-explore-collection', '典藏文物', 'collection'),
      item('menu-explore-digital', '數位典藏', 'digital'),
      item('menu-explore-tag', '主題標籤', 'tag'),
    ]),
    item('menu-media', '影音與相簿', undefined, [
      item('menu-media-gallery', '活動相簿', 'gallery'),
      item('menu-media-videos', '影音專區', 'videos'),
    ]),
    item('menu-learning', '學習資源', 'learning', [item('menu-learning-downloads', '下載專區', 'downloads')]),
    item('menu-open', '政府資訊公開', 'open-government', [
      item('menu-open-appeal', '訴願決定', 'appeal'),
      item('menu-open-mailbox', '民意信箱', 'mailbox'),
      item('menu-open-privacy', '隱私權政策', 'privacy'),
      item('menu-open-security', '資訊安全政策', 'security'),
      item('menu-open-open-data', '政府網站資料開放宣告', 'open-data-declaration'),
      item('menu-open-accessibility', '無障礙聲明', 'accessibility'),
    ]),
    item('menu-links', '相關連結', undefined, [
      {
        id: 'menu-links-memory',
        title: '國家文化記憶庫',
        url: 'https://memory.culture.tw/',
        target: '_blank',
        children: [],
      },
    ]),
  ];
}

/** The sitemap lists every page of the site, external links left out. */
export function siteSitemap(): MenuItem[] {
  const internalOnly = (items: MenuItem[]): MenuItem[] =>
    items
      .filter((i) => !i.url)
      .map((i) => ({ ...i, id: i.id.replace(/^menu-/, 'sitemap-'), children: internalOnly(i.children) }))
      .filter((i) => i.path || i.children.length > 0);
  return internalOnly(siteMenu());
}

export const siteFooter = (): SiteFooter => ({
  copyright: `${SITE_TITLE}（虛構示範網站，內容皆為虛構）`,
  address: '99999 濱海縣臨海鎮港埠路 12 號',
  phone: '(09) 555-0123',
  fax: '(09) 555-0124',
  email: 'service@linhai-museum.example',
  openingHours: '週二至週日 09:00–17:00（16:30 停止入館），週一休館',
  links: [
    { title: '隱私權政策', url: '/home/zh-tw/privacy' },
    { title: '無障礙聲明', url: '/home/zh-tw/accessibility' },
    { title: '網站導覽', url: '/home/zh-tw/sitemap' },
    { title: '開放資料', url: '/home/zh-tw/opendata' },
    { title: '民意信箱', url: '/home/zh-tw/mailbox' },
    { title: '參觀資訊', url: '/home/zh-tw/visit' },
  ],
  updatedAt: '2026-05-20',
  accessibilityMark: {
    image: demoImagePath('accessibility-aa'),
    url: 'https://accessibility.moda.gov.tw/',
    alt: '通過AA等級無障礙網頁檢測',
  },
});

export const siteMetadata = (): SiteMetadata => ({
  title: SITE_TITLE,
  description:
    '國立臨海文化記憶館收藏與展示臨海鎮的港口、工藝與人的故事，提供展覽、活動、數位典藏與學習資源。（虛構示範網站）',
  keywords: ['臨海', '博物館', '港口', '工藝', '口述歷史', '數位典藏', '燈塔'],
  ogImage: demoImagePath('og-image'),
  // A public agency's site in Taiwan writes dates in 民國 years.
  calendar: 'roc',
});

export function siteBanner(): Banner {
  return {
    rows: [
      {
        id: 'banner-1',
        title: '常設展「潮汐之間：臨海港的百年日常」重新開幕',
        description: '以潮汐為線索，走進臨海港從帆船到遠洋漁業的生活。',
        image: imageFile('banner-1', '清晨的臨海港，碼頭旁停靠著漁船'),
        link: '/home/zh-tw/news/news-001',
      },
      {
        id: 'banner-2',
        title: '講座：燈塔看守人的一天',
        description: '聽燈塔邊長大的孩子，說望潮燈塔的故事。',
        image: imageFile('banner-2', '黃昏時的望潮燈塔，燈光掃向海面'),
        link: '/home/zh-tw/activities/activity-002',
      },
      {
        id: 'banner-3',
        title: '春季工藝週：竹編漁筌工作坊',
        description: '跟著匠師剖竹、刮篾，編一只自己的漁筌。',
        image: imageFile('banner-3', '竹篾交錯的編織紋樣'),
        link: '/home/zh-tw/activities/activity-003',
      },
      {
        id: 'banner-4',
        title: '潮安宮迎神祭典影像紀錄',
        description: '三年記錄一場祭典：從起駕、遶境到回鑾。',
        image: imageFile('banner-4', '夜裡亮起的燈籠串'),
        link: '/home/zh-tw/news/news-014',
      },
    ],
  };
}

/** Same slides in portrait format for narrow screens. */
export function siteBannerMobile(): Banner {
  const desktop = siteBanner();
  return {
    rows: desktop.rows.map((row, i) => {
      const name =
        (['banner-mobile-1', 'banner-mobile-2', 'banner-mobile-3', 'banner-mobile-4'] as const)[i] ??
        'banner-mobile-1';
      return { ...row, id: `${row.id}-mobile`, image: imageFile(name, row.image.description ?? '') };
    }),
  };
}

export const siteAccounts = (): SeedAccount[] => [
  {
    // The demo's administrator: accounts, site settings, the audit log; enrols two-step login at
    // its first login (REQUIRE_2FA=admins by default).
    account: 'admin',
    password: 'Admin#2026-demo',
    displayName: '網站管理者',
    email: 'admin@museum.example',
    rights: { r: true, w: true, d: true, p: true },
    admin: true,
  },
  {
    // Publishes everywhere: the demo's reviewer (核准) while the site requires review,
    // and mailbox staff, since w on the mailbox's path answers letters.
    account: 'editor',
    password: 'Editor#2026',
    displayName: '林編輯（網站編輯）',
    email: 'editor@museum.example',
    rights: { r: true, w: true, d: true, p: true },
  },
  {
    account: 'viewer',
    password: 'Viewer#2026',
    displayName: '陳檢閱（唯讀檢視）',
    email: 'viewer@museum.example',
    rights: { r: true, w: false, d: false, p: false },
  },
  {
    // Shows rights per path: news and activities only, no deleting, and no publishing: the demo
    // site requires review, so the writer's drafts go to 送審 and wait for the editor's 核准.
    account: 'writer',
    password: 'Writer#2026',
    displayName: '張撰稿（消息與活動）',
    email: 'writer@museum.example',
    rights: { r: true, w: false, d: false, p: false },
    pathRights: {
      news: { r: true, w: true, d: false, p: false },
      activities: { r: true, w: true, d: false, p: false },
    },
  },
];
