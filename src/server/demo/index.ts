import type { DemoImage, DemoSite } from './demo-site.types';

/**
 * Provisional minimal demo site so the server can be coded against the final signatures;
 * the complete content replaces it area by area.
 */
export function buildDemoSite(): DemoSite {
  const logo = {
    fileId: 'logo',
    name: 'logo.svg',
    ext: 'svg',
    original: '/media/demo/logo.svg',
    description: '國立臨海文化記憶館標誌',
    represent: true,
    width: 240,
    height: 64,
  };
  return {
    config: [{ lang: 'zh-tw', siteToken: 'linhai-demo-site', default: true }],
    header: { title: '國立臨海文化記憶館', subtitle: '臨海鎮的港口、工藝與人', logo },
    menu: [{ id: 'm-news', title: '最新消息', path: 'news', children: [] }],
    footer: { copyright: '國立臨海文化記憶館（虛構示範網站）', links: [] },
    structure: {
      templateKey: 'template-001',
      index: [{ layout: 'index-article-01', title: '最新消息', path: 'news', limit: 6 }],
    },
    metadata: { title: '國立臨海文化記憶館', description: '虛構的臨海鎮歷史博物館示範網站', keywords: ['臨海'] },
    banner: { rows: [] },
    bannerMobile: { rows: [] },
    sitemap: [{ id: 's-news', title: '最新消息', path: 'news', children: [] }],
    landings: {},
    modules: {
      news: {
        info: { moduleKey: 'cms-normal', templateKey: 'template-002', title: '最新消息' },
        setting: { showDate: true, showViews: true, showShare: true, showPrint: true, showTags: true, showRelated: true },
        kind: 'normal',
        rows: [
          {
            id: 'news-001',
            title: '臨海文化記憶館新展開幕',
            publishDate: '2025-03-01',
            category: '展覽',
            description: '本館新展「潮間帶的日常」正式開幕，歡迎民眾前來參觀。',
            content: '<p>本館新展正式開幕。</p>',
            images: [],
            files: [],
            tags: ['展覽'],
            views: 120,
          },
        ],
      },
    },
    users: [
      { account: 'editor', password: 'Editor#2026', displayName: '林編輯', rights: { r: true, w: true, d: true } },
      { account: 'viewer', password: 'Viewer#2026', displayName: '陳檢視', rights: { r: true, w: false, d: false } },
    ],
  };
}

export function demoImages(): DemoImage[] {
  return [
    {
      path: '/media/demo/logo.svg',
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><rect width="240" height="64" fill="#0b4f6c"/></svg>',
    },
  ];
}

export type { DemoImage, DemoSite } from './demo-site.types';
