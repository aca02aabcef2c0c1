import type {
  Banner,
  BannerRow,
  FileEntry,
  MenuItem,
  SiteFooter,
  SiteHeader,
} from '../../../../src/shared/api-types';
import type { SiteChrome } from '../../../../src/ui/layouts/contract/layout-contract';

/** Builders with intent names for the site chrome the tests render. */
export const anItem = (id: string, title: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  title,
  children: [],
  ...extra,
});

/** 關於本館 (no page of its own) › 本館簡介, 交通資訊; 最新消息 › 公告; 典藏 (a page) › 文物, 數位典藏; an external link. */
export const aMenu = (): MenuItem[] => [
  anItem('about', '關於本館', {
    children: [
      anItem('intro', '本館簡介', { path: 'about' }),
      anItem('traffic', '交通資訊', { path: 'traffic' }),
    ],
  }),
  anItem('news', '最新消息', { path: 'news', children: [anItem('notice', '公告', { path: 'notice' })] }),
  anItem('collection', '典藏', {
    path: 'collection',
    children: [
      anItem('objects', '文物', { path: 'objects' }),
      anItem('digital', '數位典藏', { path: 'digital' }),
    ],
  }),
  anItem('gov', '政府資訊公開', { url: 'https://www.example.gov.tw/open', target: '_blank' }),
];

export const aFile = (original: string, extra: Partial<FileEntry> = {}): FileEntry => ({
  fileId: original,
  name: original,
  ext: 'jpg',
  original,
  description: '',
  represent: false,
  ...extra,
});

export const aHeader = (extra: Partial<SiteHeader> = {}): SiteHeader => ({
  title: '國立範例文化館',
  subtitle: '認識在地的歷史與文化',
  logo: aFile('/files/logo.png', { width: 120, height: 48 }),
  ...extra,
});

export const aFooter = (extra: Partial<SiteFooter> = {}): SiteFooter => ({
  copyright: '© 2026 國立範例文化館',
  address: '100 臺北市中正區範例路 1 號',
  phone: '(02)2345-6789',
  fax: '(02)2345-6790',
  email: 'service@example.gov.tw',
  openingHours: '週二至週日 09:00–17:00',
  links: [
    { title: '隱私權政策', url: '/home/zh-tw/privacy' },
    { title: '行政院', url: 'https://www.ey.gov.tw/' },
  ],
  updatedAt: '2026-03-01',
  accessibilityMark: {
    image: '/files/a11y-aa.png',
    url: 'https://accessibility.moda.gov.tw/',
    alt: '通過AA檢測等級無障礙網頁檢測',
  },
  ...extra,
});

export const aBannerRow = (n: number, extra: Partial<BannerRow> = {}): BannerRow => ({
  id: `b${n}`,
  title: `主視覺 ${n}`,
  description: `第 ${n} 則說明`,
  image: aFile(`/files/banner-${n}.jpg`, { width: 1920, height: 800, description: `橫幅圖片 ${n}` }),
  link: `/home/zh-tw/news`,
  ...extra,
});

export const aBanner = (count: number): Banner => ({
  rows: Array.from({ length: count }, (_, i) => aBannerRow(i + 1)),
});

export const aSite = (extra: Partial<SiteChrome> = {}): SiteChrome => ({
  header: aHeader(),
  menu: aMenu(),
  footer: aFooter(),
  banner: aBanner(3),
  bannerMobile: {
    rows: [1, 2, 3].map((n) =>
      aBannerRow(n, { image: aFile(`/files/banner-${n}-m.jpg`, { width: 750, height: 750 }) }),
    ),
  },
  ...extra,
});
