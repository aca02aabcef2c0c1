import fs from 'node:fs';
import type { ListAnswer, TaggedRow } from '../../../src/shared/api-types';
import type { SiteSeed } from '../../../src/server/seed/site-seed';
import { aPage, anArticle, aSmallSite, listModule } from '../support/demo-site.builder';
import { getJson, listUrl } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * What a Taiwanese visitor types, and what the site search must find for it: a corpus of news
 * items and a page, and queries with the items each must find (all of them, nothing else), and
 * for some the order of the first results. Through the HTTP API, on the engine of the run
 * (SQLite; PostgreSQL in the server-postgres project). With SEARCH_CORPUS_TABLE set, the table of
 * query, expected and found is written there as markdown.
 */

const article = (
  id: string,
  title: string,
  date: string,
  description: string,
  body: string,
  tags: string[] = [],
) => anArticle(id, title, date, { description, content: `<p>${body}</p>`, tags });

const NEWS = [
  article(
    'lighthouse-history',
    '臺灣燈塔的百年歷史',
    '2025-03-01',
    '從鵝鑾鼻到富貴角，燈塔見證了航海的變遷。',
    '鵝鑾鼻燈塔建於1883年，使用法國製造的<strong>透鏡</strong>。',
    ['燈塔', '歷史'],
  ),
  article(
    'lens-workshop',
    '燈塔透鏡修復工作坊',
    '2026-02-10',
    '邀請工匠示範第一等透鏡的清潔與修復。',
    '工作坊於基隆舉行，名額30人。',
    ['工作坊'],
  ),
  article(
    'film-festival',
    '台語電影影展開幕',
    '2026-01-15',
    '放映五部經典台語片。',
    '影展在臺北市中山堂舉行，免費入場。',
    ['電影'],
  ),
  article(
    'oral-history',
    '口述歷史計畫：老漁村的記憶',
    '2025-11-20',
    '訪談二十位耆老。',
    '本計畫以口述歷史方式記錄漁村生活。',
    ['口述歷史'],
  ),
  article('oral-history-course', '口述歷史入門課程', '2024-06-01', '學習訪談與整理逐字稿。', '課程共四堂。'),
  article(
    'appeal',
    '文化資產影像徵件公告',
    '2026-03-01',
    '徵求與文化資產相關的影像作品。',
    '附件說明：本次徵件亦歡迎口述歷史影音紀錄。',
  ),
  article(
    'ocean-class',
    '海洋小學堂：認識潮間帶',
    '2025-07-01',
    '親子活動，認識潮間帶生物。',
    '「海洋小學堂」系列第三講。',
    ['海洋小學堂'],
  ),
  article(
    'ocean-class-2',
    '海洋小學堂：鯨豚的故事',
    '2025-09-01',
    '第四講，認識臺灣的鯨豚。',
    '講師為海洋生物學者。',
  ),
  article(
    'open-data',
    'Open Data 開放資料說明會',
    '2026-04-01',
    '介紹 open data 授權與 API 使用方式。',
    '說明會採線上方式進行。',
  ),
  article(
    'grant',
    '２０２６年度補助計畫',
    '2026-01-05',
    '受理期間至２０２６年５月３１日。',
    '補助上限新臺幣50萬元。',
  ),
  article(
    'night-museum',
    '博物館夜間開放',
    '2025-08-15',
    '週五、週六延長開放至晚上9點。',
    '夜間導覽每場限額20人。',
  ),
  article(
    'volunteers',
    '臺北燈節志工招募',
    '2025-12-01',
    '招募志工協助燈區導覽。',
    '報名請填寫線上表單，截止日為12月1日。',
    ['志工'],
  ),
  article(
    'phone-photo',
    'iPhone 拍照工作坊',
    '2026-05-01',
    '用手機拍出文化資產之美。',
    '請自備iPhone15或其他手機。',
  ),
  article('film-talk', '電影與文學對談', '2025-10-10', '作家與導演談改編。', '對談內容將於網站公開。', [
    '電影',
    '文學',
  ]),
  article(
    'languages',
    '原住民族語言復振',
    '2025-09-09',
    '族語老師分享教學經驗。',
    '阿美族語、泰雅族語課程開放報名。',
  ),
  article('tainan', '台南古蹟巡禮', '2025-04-04', '走訪赤崁樓與安平古堡。', '全程步行約3公里。'),
  article('satoyama', '裡山倡議講座', '2025-05-05', '談里山與社區保育。', '講者：林教授。'),
  article(
    'photo-prize',
    '燈塔攝影比賽得獎名單',
    '2026-06-01',
    '恭喜十位得獎者。',
    '得獎作品將在鵝鑾鼻展出。',
    ['燈塔'],
  ),
  article(
    'english',
    'Harbor Night Tour',
    '2024-11-30',
    'An English evening walk by the harbour.',
    'Meet at the lighthouse gate.',
  ),
  article('cafe', 'Café 與文化沙龍', '2025-02-02', '在咖啡館聊文化。', '每月第一個週六。'),
];

function corpusSite(): SiteSeed {
  const small = aSmallSite();
  return {
    ...small,
    modules: {
      news: listModule('cms-normal', 'normal', '最新消息', NEWS),
      about: {
        info: { moduleKey: 'cms-single', templateKey: 'template-003', title: '關於本館' },
        setting: small.modules.about!.setting,
        kind: 'single',
        page: aPage('42', '關於本館', {
          description: '本館簡介',
          content: '<p>本館致力於保存臺灣海洋文化與燈塔歷史。</p>',
          keywords: ['館史'],
        }),
      },
      mailbox: small.modules.mailbox!,
    },
  };
}

interface Case {
  query: string;
  /** Everything it must find (ids of items; `about` is the page). */
  finds: string[];
  /** The first results, in this order, when the order is part of the case. */
  first?: string[];
  about: string;
}

const CASES: Case[] = [
  // One character.
  {
    about: '一個字',
    query: '燈',
    finds: ['lighthouse-history', 'lens-workshop', 'volunteers', 'photo-prize', 'about'],
  },
  { about: '一個字', query: '鯨', finds: ['ocean-class-2'] },
  { about: '一個字', query: '館', finds: ['night-museum', 'cafe', 'about'] },
  { about: '一個字，在句子中', query: '豚', finds: ['ocean-class-2'] },
  // Two characters.
  {
    about: '兩個字',
    query: '燈塔',
    finds: ['lighthouse-history', 'lens-workshop', 'photo-prize', 'about'],
    first: ['photo-prize', 'lens-workshop', 'lighthouse-history'],
  },
  { about: '兩個字，只在內文', query: '基隆', finds: ['lens-workshop'] },
  { about: '不相連的字', query: '歷史口', finds: [] },
  { about: '兩個字', query: '電影', finds: ['film-festival', 'film-talk'] },
  { about: '兩個字', query: '志工', finds: ['volunteers'] },
  { about: '兩個字，在詞中', query: '潮間', finds: ['ocean-class'] },
  // Three and more.
  { about: '三個字', query: '鵝鑾鼻', finds: ['lighthouse-history', 'photo-prize'] },
  {
    about: '四個字，標題在前',
    query: '口述歷史',
    finds: ['oral-history', 'oral-history-course', 'appeal'],
    first: ['oral-history', 'oral-history-course', 'appeal'],
  },
  { about: '五個字', query: '海洋小學堂', finds: ['ocean-class', 'ocean-class-2'] },
  { about: '長句中的詞', query: '文化資產相關', finds: ['appeal'] },
  // Several terms, in either order.
  {
    about: '兩個詞',
    query: '燈塔 透鏡',
    finds: ['lighthouse-history', 'lens-workshop'],
    first: ['lens-workshop', 'lighthouse-history'],
  },
  { about: '兩個詞，順序相反', query: '透鏡 燈塔', finds: ['lighthouse-history', 'lens-workshop'] },
  { about: '兩個詞，都要有', query: '燈塔 電影', finds: [] },
  { about: '三個詞', query: '口述歷史 漁村 耆老', finds: ['oral-history'] },
  { about: '重複的詞只算一次', query: '電影 電影', finds: ['film-festival', 'film-talk'] },
  // 台 and 臺, and other variant pairs.
  { about: '台找到臺', query: '台灣', finds: ['lighthouse-history', 'ocean-class-2', 'about'] },
  { about: '臺找到台', query: '臺語', finds: ['film-festival'] },
  { about: '台語', query: '台語', finds: ['film-festival'] },
  { about: '台北與臺北', query: '台北', finds: ['film-festival', 'volunteers'] },
  { about: '臺南找到台南', query: '臺南', finds: ['tainan'] },
  { about: '裏與裡', query: '裏山', finds: ['satoyama'] },
  // Full-width digits and letters.
  { about: '全形數字', query: '２０２６', finds: ['grant'] },
  { about: '半形找到全形', query: '2026年度', finds: ['grant'] },
  { about: '全形英文', query: 'ＯＰＥＮ　ＤＡＴＡ', finds: ['open-data'] },
  { about: '數字是整個詞', query: '188', finds: [] },
  { about: '數字', query: '1883', finds: ['lighthouse-history'] },
  // Pasted punctuation.
  { about: '引號中的片語', query: '「海洋小學堂」', finds: ['ocean-class', 'ocean-class-2'] },
  { about: '雙層引號', query: '「「海洋小學堂」」', finds: ['ocean-class', 'ocean-class-2'] },
  {
    about: '貼上的句子：逗號換成空格',
    query: '從鵝鑾鼻到富貴角 燈塔見證了航海的變遷',
    finds: ['lighthouse-history'],
  },
  { about: '貼上的句子含標點', query: '邀請工匠示範第一等透鏡的清潔與修復。', finds: ['lens-workshop'] },
  { about: '問號與驚嘆號', query: '志工？！', finds: ['volunteers'] },
  { about: '只有標點', query: '？！。', finds: [] },
  // Chinese and English mixed.
  { about: '中英混合', query: 'iPhone 工作坊', finds: ['phone-photo'] },
  { about: '英文詞不分大小寫', query: 'HARBOR', finds: ['english'] },
  { about: '英文是整個詞', query: 'harb', finds: [] },
  { about: '英文片語', query: '"open data"', finds: ['open-data'] },
  { about: '英文與數字連寫', query: 'iphone15', finds: ['phone-photo'] },
  { about: '重音字母', query: 'cafe\u0301', finds: ['cafe'] },
  { about: '英文在中文之間', query: 'API 授權', finds: ['open-data'] },
  // Tags and keywords count.
  { about: '頁面的關鍵字', query: '館史', finds: ['about'] },
  // Nonsense finds nothing.
  { about: '亂碼', query: 'ㄅㄆㄇ', finds: [] },
  { about: '不存在的詞', query: '太空梭', finds: [] },
  { about: '不存在的英文', query: 'xyzzy', finds: [] },
];

describe('the site search corpus', () => {
  let server: TestServer;
  const table: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ seed: { site: corpusSite, images: () => [] } });
  });
  afterAll(async () => {
    await server?.close();
    const file = process.env.SEARCH_CORPUS_TABLE;
    if (file && table.length > 0)
      fs.writeFileSync(
        file,
        ['| 查詢 | 說明 | 應找到 | 找到 |', '| --- | --- | --- | --- |', ...table].join('\n') + '\n',
      );
  });

  it.each(CASES)('「$query」（$about）', async ({ query, finds, first, about }) => {
    const answer = await getJson<ListAnswer<TaggedRow>>(
      listUrl(`${server.baseUrl}/api/cms/tag`, { limit: 100, query: { search: query } }),
    );
    expect(answer.status).toBe(200);
    const found = answer.body.rows.map((row) => (row.kind === 'single' ? row.path : row.id));
    table.push(
      `| ${query} | ${about} | ${[...finds].sort().join('、') || '（無）'} | ${[...found].sort().join('、') || '（無）'} |`,
    );
    expect([...found].sort()).toEqual([...finds].sort());
    expect(answer.body.total).toBe(finds.length);
    if (first) expect(found.slice(0, first.length)).toEqual(first);
  });

  it('holds at least forty queries', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });
});
