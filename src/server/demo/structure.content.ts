import type { IndexSection, SiteStructure } from '../../shared/api-types';

/**
 * The home page and the three landing pages, made of index sections. Together they use every one
 * of the 31 `index-*` layouts; each section reads its rows from the list at `path`.
 */

export const HOME_STRUCTURE: SiteStructure = {
  templateKey: 'template-001',
  index: [
    { layout: 'index-banner', title: '焦點輪播' },
    { layout: 'index-menu-01', title: '快速連結' },
    { layout: 'index-article-01', title: '最新消息', path: 'news', limit: 6 },
    { layout: 'index-article-02', title: '近期活動', path: 'activities', limit: 4 },
    { layout: 'index-portfolio-01', title: '典藏精選', path: 'collection', limit: 8 },
    { layout: 'index-timeline-01', title: '館務大事紀', path: 'annals', limit: 6 },
    { layout: 'index-video-01', title: '影音專區', path: 'videos', limit: 4 },
    { layout: 'index-portfolio-02', title: '活動相簿', path: 'gallery', limit: 6 },
    { layout: 'index-menu-02', title: '服務專區' },
    {
      layout: 'index-contact',
      title: '聯絡我們',
      subtitle: '歡迎蒞臨參觀',
      text: '查看開放時間、交通方式與參觀須知，規劃您的參觀行程。',
    },
  ],
};

export interface LandingPage {
  path: string;
  title: string;
  structure: SiteStructure;
}

const section = (layout: string, title: string, path?: string, limit?: number): IndexSection => ({
  layout,
  title,
  ...(path ? { path } : {}),
  ...(limit ? { limit } : {}),
});

export const LANDING_PAGES: LandingPage[] = [
  {
    path: 'explore',
    title: '探索臨海',
    structure: {
      templateKey: 'template-011',
      index: [
        section('index-menu-03', '探索主題'),
        section('index-timeline-02', '臨海歷史年表', 'history', 8),
        section('index-portfolio-03', '臨海人物誌', 'people', 6),
        section('index-timeline-03', '館務大事紀', 'annals', 6),
        section('index-article-03', '研究與典藏消息', 'news', 5),
        section('index-video-02', '口述歷史影像', 'videos', 3),
        section('index-portfolio-04', '典藏文物', 'collection', 8),
      ],
    },
  },
  {
    path: 'learning',
    title: '學習資源',
    structure: {
      templateKey: 'template-013',
      index: [
        section('index-menu-04', '學習主題'),
        section('index-article-04', '教育推廣公告', 'announcements', 5),
        section('index-article-05', '課程與營隊', 'activities', 6),
        section('index-portfolio-05', '數位典藏精選', 'digital', 6),
        section('index-article-06', '教材下載', 'downloads', 6),
        section('index-portfolio-06', '學習活動剪影', 'gallery', 4),
        section('index-menu-05', '教師與家長專區'),
      ],
    },
  },
  {
    path: 'open-government',
    title: '政府資訊公開',
    structure: {
      templateKey: 'template-015',
      index: [
        section('index-menu-06', '公開資訊分類'),
        section('index-appeal', '訴願決定', 'appeal', 5),
        section('index-article-07', '公告事項', 'announcements', 6),
        section('index-article-08', '新聞稿', 'news', 4),
        section('index-portfolio-07', '影音公開資料', 'videos', 4),
        section('index-portfolio-08', '人物誌', 'people', 4),
        section('index-timeline-04', '臨海歷史年表', 'history', 6),
        section('index-contact', '聯絡資訊'),
      ],
    },
  },
];
