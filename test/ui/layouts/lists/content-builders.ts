import type {
  FileEntry,
  ItemRef,
  ListParams,
  MenuSetting,
  ModuleInfo,
} from '../../../../src/shared/api-types';
import { listPageHref } from '../../../../src/domain/content/list-params';
import type { DetailLayoutProps, ListLayoutProps } from '../../../../src/ui/layouts/contract/layout-contract';

/** Builders with intent names for the content layouts' props (plain objects, no services). */

export type Row = Record<string, unknown> & { id: string; title: string };

export const ALL_ON: MenuSetting = {
  showDate: true,
  showViews: true,
  showShare: true,
  showPrint: true,
  showTags: true,
  showRelated: true,
};

export const ALL_OFF: MenuSetting = {
  showDate: false,
  showViews: false,
  showShare: false,
  showPrint: false,
  showTags: false,
  showRelated: false,
};

export const aModule = (title = '最新消息', moduleKey = 'cms-normal'): ModuleInfo => ({
  moduleKey,
  templateKey: 'template-001',
  title,
});

export const anImage = (name: string, description: string, extra: Partial<FileEntry> = {}): FileEntry => ({
  fileId: name,
  name,
  ext: 'jpg',
  original: `/media/${name}.jpg`,
  description,
  represent: false,
  width: 1200,
  height: 800,
  ...extra,
});

export const aFile = (name: string, ext: string, size: number): FileEntry => ({
  fileId: `${name}.${ext}`,
  name,
  ext,
  original: `/media/${name}.${ext}`,
  description: '',
  represent: false,
  size,
});

export const aRef = (id: string, title: string, path: string): ItemRef => ({ id, title, path });

/** One item of each kind, with every field of product.md section 5 filled. */
export const items = {
  normal: (): Row => ({
    id: 'n1',
    title: '春節期間開館公告',
    description: '農曆春節期間開館時間調整，除夕休館一日。',
    publishDate: '2026-01-20',
    category: '公告',
    content: '<p>除夕（2 月 16 日）休館，初一起照常開放。</p><script>window.__bad = 1</script>',
    images: [anImage('lanterns', '館前的燈籠', { represent: true }), anImage('hall', '大廳')],
    files: [aFile('開館時間表', 'pdf', 1_258_291)],
    tags: ['公告', '開館'],
    views: 321,
    related: [aRef('n2', '元宵燈會', 'news')],
  }),
  event: (): Row => ({
    id: 'e1',
    title: '潮間帶生態導覽',
    description: '由館員帶領認識退潮後的海岸生物。',
    startDate: '2026-07-04',
    endDate: '2026-07-05',
    location: '臨海鎮北岸',
    organizer: '臨海文化館',
    registrationUrl: 'https://example.tw/register/e1',
    content: '<p>請穿著防滑鞋。</p>',
    images: [anImage('coast', '退潮的海岸')],
    tags: ['海洋'],
    views: 88,
  }),
  events: (): Row => ({
    id: 'h1',
    title: '築港工程',
    description: '港口擴建，帶動鎮上的貿易。',
    era: '日治時期',
    startYear: 1908,
    endYear: 1912,
    content: '<p>新的防波堤完成。</p>',
    people: [aRef('p1', '林清水', 'people')],
    objects: [aRef('o1', '築港紀念碑拓本', 'collection')],
    images: [anImage('harbor', '築港後的港口')],
    views: 40,
  }),
  annals: (): Row => ({
    id: 'a1',
    title: '文化館開館',
    description: '臨海文化館正式對外開放。',
    year: 2024,
    date: '2024-03-18',
    category: '館務',
    content: '<p>開館典禮於上午舉行。</p>',
    views: 12,
  }),
  gallery: (): Row => ({
    id: 'g1',
    title: '燈塔修復紀實',
    description: '修復工程的影像紀錄。',
    date: '2025-11-02',
    images: [
      anImage('lighthouse-1', '施工前的燈塔'),
      anImage('lighthouse-2', '更換燈罩', { represent: true }),
      anImage('lighthouse-3', '完工'),
    ],
    views: 150,
  }),
  video: (): Row => ({
    id: 'v1',
    title: '常設展導覽短片',
    description: '策展人帶您走過三個單元。',
    date: '2026-05-20',
    videoUrl: 'https://www.youtube-nocookie.com/embed/LhMuseum001',
    duration: 'PT6M42S',
    thumbnail: anImage('harbor-dawn', '晨光中的港口', { represent: true }),
    views: 999,
  }),
  download: (): Row => ({
    id: 'd1',
    title: '場地租借申請表',
    description: '請於使用日前三十日提出申請。',
    date: '2026-05-10',
    files: [aFile('場地租借申請表', 'docx', 45_000), aFile('場地使用規範', 'pdf', 2_400_000)],
    views: 70,
  }),
  people: (): Row => ({
    id: 'p1',
    title: '林清水',
    description: '臨海鎮的造船師傅。',
    role: '造船師傅',
    birthYear: 1885,
    deathYear: 1960,
    content: '<p>一生造了三百艘漁船。</p>',
    images: [anImage('portrait', '林清水肖像', { represent: true })],
    events: [aRef('h1', '築港工程', 'history')],
    objects: [aRef('o2', '造船工具組', 'collection')],
    views: 55,
  }),
  object: (): Row => ({
    id: 'o1',
    title: '燈塔透鏡',
    description: '第三等菲涅耳透鏡。',
    accessionNo: 'LH-2019-001',
    period: '1910 年代',
    material: '玻璃、黃銅',
    dimensions: '高 120 公分',
    content: '<p>自燈塔移入館藏。</p>',
    images: [anImage('lens', '燈塔透鏡正面', { represent: true }), anImage('lens-side', '側面')],
    views: 60,
  }),
  digital: (): Row => ({
    id: 'dg1',
    title: '臨海鎮老地圖',
    description: '1930 年代的街道圖。',
    creator: '臨海鎮役場',
    date: '1935-06-01',
    format: 'TIFF 掃描',
    rights: 'CC BY 4.0',
    content: '<p>掃描自館藏原件。</p>',
    images: [anImage('map', '老地圖局部', { represent: true })],
    files: [aFile('老地圖', 'tif', 52_000_000)],
    views: 33,
  }),
  appeal: (): Row => ({
    id: 'ap1',
    title: '違章建築拆除處分事件',
    description: '訴願人不服拆除處分。',
    issueDate: '2026-03-08',
    decideDocumentNo: '濱府訴字第11500012號',
    decideDate: '2026-03-01',
    appellant: '王○○',
    content: '<p>訴願駁回。</p>',
    fact: '<ol><li>訴願人於 2025 年增建。</li></ol>',
    reason: '<p>原處分並無違誤。</p>',
    chairperson: '主任委員 葉清瀾',
    commissioner: '委員 馮湘雲、委員 邱衍之',
    teching: '如不服本決定，得於二個月內提起行政訴訟。',
    tags: ['建築'],
    views: 20,
  }),
} as const;

export type KindName = keyof typeof items;

export function listProps(
  name: string,
  rows: Row[],
  overrides: Partial<ListLayoutProps> = {},
): ListLayoutProps {
  const params: ListParams = { limit: 12, offset: 0 };
  return {
    name,
    lang: 'zh-tw',
    path: 'news',
    module: aModule('內容列表', name),
    setting: ALL_ON,
    list: { rows, total: rows.length },
    params,
    onParamsChange: jest.fn(),
    // The container's links: the list URL with page=N, the list state the props name kept.
    pageHref: (page) => listPageHref('/home/zh-tw/news', overrides.params ?? params, page),
    onRetry: jest.fn(),
    availableTags: ['公告', '海洋'],
    currentYear: 2026,
    loading: false,
    ...overrides,
  };
}

export function detailProps(
  name: string,
  item: Row,
  overrides: Partial<DetailLayoutProps> = {},
): DetailLayoutProps {
  return {
    name,
    lang: 'zh-tw',
    path: 'news',
    module: aModule('最新消息', name.replace('detail-', '')),
    setting: ALL_ON,
    item,
    ...overrides,
  };
}
