/**
 * Deterministic zh-TW content for the search bench (scripts/search-bench.ts): news items of a
 * cultural institution's site, made by a seeded PRNG from real words, both 臺 and 台 spellings,
 * some English, years and counts, so the stored search text has the length, the character mix and
 * the common characters of a real site's, and the same seed gives the same site every run.
 */

/** mulberry32: small, fast and the same on every machine; `Math.random` is not seedable. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A list written as one line of words (`sep` between them): prettier keeps it one line too. */
function split(words: string, sep = ' '): readonly string[] {
  return words.split(sep);
}

const PLACES = split(
  '臺北 台北 臺中 台中 臺南 台南 臺東 台東 高雄 新竹 基隆 桃園 嘉義 花蓮 宜蘭 屏東 澎湖 金門 馬祖 南投 彰化 雲林 苗栗 淡水 鹿港 安平 大稻埕 九份 阿里山 日月潭 太魯閣 蘭嶼 綠島 北投 艋舺 旗津 三峽 美濃',
);
const COUNTRY = ['臺灣', '台灣', '全臺', '全台'];
const INSTITUTIONS = split(
  '博物館 美術館 圖書館 文化局 文化部 國家圖書館 國史館 文化中心 社區大學 國立臺灣博物館 國立台灣文學館 市政府 區公所 文資中心 檔案館 文學館 鐵道博物館 客家文化園區 原住民族委員會 藝文中心',
);
const NOUNS = split(
  '文化 歷史 藝術 展覽 特展 常設展 講座 工作坊 導覽 活動 資料 文物 典藏 數位 檔案 影像 老照片 古蹟 建築 老街 廟宇 媽祖 原住民 客家 族群 語言 母語 傳統 工藝 陶瓷 木雕 布袋戲 歌仔戲 音樂會 電影 紀錄片 攝影 文學 詩人 作家 小說 繪本 兒童 青少年 長者 志工 學校 教師 學生 家長 民眾 遊客 居民 社區 地方 產業 農業 漁業 海洋 港口 燈塔 鐵道 車站 糖廠 茶葉 稻米 節慶 祭典 元宵 端午 中秋 春節 燈會 花季 生態 環境 永續 氣候 防災 地震 颱風 公告 通知 計畫 補助 徵件 甄選 獎助 成果 報告 年度 預算 政策 法規 條例 辦法 申請 審查 資訊 服務 時間 地點 費用 網站 平臺 平台 系統 交通 停車 無障礙 親子 家庭 假日 週末 記者會 開幕 閉幕 典禮 頒獎 研討會 論壇 座談 新書 合作 交流 國際 日本 韓國 東南亞 歐洲 美國 文化資產 數位典藏 環境教育 國際交流 親子活動 開放資料 社區營造 地方創生 田野調查 口述歷史 木構造 鐵道文化 海洋文化 茶文化',
);
const VERBS = split(
  '舉辦 推出 邀請 歡迎 參加 參觀 認識 了解 體驗 探索 記錄 保存 修復 整理 研究 調查 介紹 分享 呈現 展出 提供 開放 規劃 推動 辦理 延長 公布 說明 報名 暫停 調整 恢復 發表 出版 徵求 完成 啟用 串連',
);
const LINKS = split(
  '的 的 的 與 和 及 在 為 於 將 由 並 也 讓 透過 以及 包括 今年 本館 本次 此外 同時 一起 期間 相關 各界 共同 已經 持續 特別',
);
const ENGLISH = split(
  'Museum|Open Data|API|LINE|Facebook|YouTube|Podcast|AI|VR|AR|QR Code|Wi-Fi|COVID-19|SDGs|ESG|workshop|online|e-mail|Google Maps|Instagram',
  '|',
);
export const TAGS = split(
  '展覽 講座 活動 公告 徵件 補助 導覽 兒童 親子 文化資產 數位典藏 客家 原住民 鐵道 海洋 古蹟 出版 國際交流 志工 無障礙',
);

type Random = () => number;

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: Random, low: number, high: number): number =>
  low + Math.floor(random() * (high - low + 1));
const length = (text: string): number => [...text].length;

/** One word as a site's writers mix them: mostly nouns and verbs, places, some English and numbers. */
function word(random: Random): string {
  const roll = random();
  if (roll < 0.3) return pick(random, NOUNS);
  if (roll < 0.47) return pick(random, VERBS);
  if (roll < 0.67) return pick(random, LINKS);
  if (roll < 0.77) return pick(random, PLACES);
  if (roll < 0.82) return pick(random, COUNTRY);
  if (roll < 0.88) return pick(random, INSTITUTIONS);
  if (roll < 0.92) return ` ${pick(random, ENGLISH)} `;
  if (roll < 0.95) return String(between(random, 2015, 2026));
  if (roll < 0.97) return `${between(random, 1, 12)}月${between(random, 1, 28)}日`;
  return `${between(random, 3, 500)}人`;
}

/** A sentence of about `min`–`max` characters, commas inside, a full stop at the end. */
function sentence(random: Random, min: number, max: number): string {
  const target = between(random, min, max);
  let text = '';
  let sinceComma = 0;
  while (length(text) < target) {
    text += word(random);
    sinceComma += 1;
    if (sinceComma >= 4 && random() < 0.35 && length(text) < target - 4) {
      text += random() < 0.85 ? '，' : '、';
      sinceComma = 0;
    }
  }
  return `${text.trim()}。`;
}

/** A headline of 10–25 characters: place, institution or country, then what happens. */
function headline(random: Random): string {
  const target = between(random, 10, 25);
  const openers = [PLACES, INSTITUTIONS, COUNTRY, [String(between(random, 2015, 2026))]];
  let text = pick(random, pick(random, openers));
  while (length(text) < target) {
    const roll = random();
    text += roll < 0.55 ? pick(random, NOUNS) : roll < 0.85 ? pick(random, VERBS) : pick(random, LINKS);
  }
  return [...text].slice(0, 25).join('');
}

export interface NewsRow extends Record<string, unknown> {
  id: string;
  title: string;
  publishDate: string;
  category: string;
  description: string;
  content: string;
  tags: string[];
  images: never[];
  files: never[];
  views: number;
}

/** Item `n` of the bench's news module (the same for the same `n`, whatever else is generated). */
export function newsRow(n: number): NewsRow {
  const random = seededRandom(0x5eed + n * 7919);
  const paragraphs: string[] = [];
  const bodyTarget = between(random, 600, 1500);
  let bodyLength = 0;
  while (bodyLength < bodyTarget) {
    let paragraph = '';
    const paragraphTarget = Math.min(between(random, 150, 350), bodyTarget - bodyLength + 20);
    while (length(paragraph) < paragraphTarget) paragraph += sentence(random, 15, 45);
    paragraphs.push(paragraph);
    bodyLength += length(paragraph);
  }
  const tags = new Set<string>();
  for (let t = between(random, 1, 3); t > 0; t -= 1) tags.add(pick(random, TAGS));
  const year = between(random, 2015, 2026);
  const month = String(between(random, 1, 12)).padStart(2, '0');
  const day = String(between(random, 1, 28)).padStart(2, '0');
  return {
    id: `news-${String(n + 1).padStart(6, '0')}`,
    title: headline(random),
    publishDate: `${year}-${month}-${day}`,
    category: pick(random, ['最新消息', '活動訊息', '公告事項', '新聞稿']),
    description: sentence(random, 50, 66),
    content: paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
    tags: [...tags],
    images: [],
    files: [],
    views: 0,
  };
}
