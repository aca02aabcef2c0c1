import type { DigitalItem } from '../../shared/api-types';
import { figure, h2, p, rowId, table, viewsFor, type Tag } from './content-helpers';
import { documentFile } from './demo-files';
import { imageFile, type DemoImageName } from './demo-images';

/** The digital archive (`digital`, kind `digital`): digitised photographs, documents and recordings. */

interface DigitalSpec {
  date: string;
  title: string;
  creator: string;
  format: string;
  rights: string;
  description: string;
  note: string;
  tags: Tag[];
  image: [DemoImageName, string];
  /** Slug of an attached companion document, if any. */
  attachment?: [string, 'pdf' | 'xlsx' | 'zip', string];
}

const CC_BY = '創用 CC 姓名標示 4.0 國際';
const CC_BY_NC = '創用 CC 姓名標示－非商業性 4.0 國際';
const OGDL = '政府資料開放授權條款第 1 版';
const RESERVED = '著作權人保留權利，僅供線上瀏覽';

const DIGITAL: DigitalSpec[] = [
  {
    date: '2026-04-28',
    title: '望潮燈塔透鏡三維掃描模型',
    creator: '國立臨海文化記憶館研究典藏組',
    format: '三維模型 glTF、影像 TIFF',
    rights: CC_BY,
    description: '燈塔透鏡片的三維掃描成果，可線上旋轉檢視稜鏡環的構造與黃銅框的鑄造細節。',
    note: '掃描解析度 0.1 公釐，模型經減面處理以利網頁瀏覽。',
    tags: ['數位典藏', '海洋'],
    image: ['lighthouse-dusk', '燈塔透鏡掃描預覽'],
  },
  {
    date: '2026-03-10',
    title: '看守日誌第一至十冊數位化影像',
    creator: '陳望潮（原件）；本館（數位化）',
    format: '影像 TIFF 600 dpi、PDF',
    rights: CC_BY_NC,
    description: '望潮燈塔看守日誌前十冊的逐頁掃描，記錄 1940 年代的天氣、船隻與燈具狀況。',
    note: '原件紙張脆化，掃描時以低溫冷光源拍攝。',
    tags: ['數位典藏', '海洋', '歷史'],
    image: ['document-sepia', '看守日誌內頁'],
    attachment: ['logbook-1-10-index', 'xlsx', '看守日誌第一至十冊目錄'],
  },
  {
    date: '2026-01-18',
    title: '臨海港 1930 年代測量圖高解析影像',
    creator: '高明德（原件）；本館（數位化）',
    format: '影像 TIFF 1200 dpi',
    rights: OGDL,
    description: '手繪港口測量圖的高解析數位影像，可放大檢視水深標注與測量者簽名。',
    note: '原圖曾對折，折痕處已於數位化前完成修復。',
    tags: ['數位典藏', '港口'],
    image: ['map-sepia', '港口測量圖局部'],
  },
  {
    date: '2025-11-30',
    title: '製冰廠出貨單據全文轉錄資料集',
    creator: '蔡金水（原件）；本館志工（轉錄）',
    format: '資料集 CSV、影像 JPEG',
    rights: OGDL,
    description: '製冰廠六年出貨單據的逐筆轉錄資料，含日期、對象、數量，可供研究者統計分析。',
    note: '轉錄由十二位志工歷時八個月完成，經兩次校對。',
    tags: ['數位典藏', '港口', '歷史'],
    image: ['document-jade', '出貨單據轉錄畫面'],
    attachment: ['ice-factory-dataset', 'zip', '製冰廠出貨單據資料集'],
  },
  {
    date: '2025-10-05',
    title: '口述歷史：北堤補網婦女訪談',
    creator: '國立臨海文化記憶館口述歷史團隊',
    format: '聲音 WAV、逐字稿 PDF',
    rights: CC_BY_NC,
    description: '五位北堤漁家婦女談補網、曬網與等待漁船回港的日子，附臺語與華語逐字稿。',
    note: '受訪者同意公開全文，部分家族私事依受訪者意願刪除。',
    tags: ['口述歷史', '數位典藏', '工藝'],
    image: ['net-dawn', '碼頭邊的漁網'],
    attachment: ['net-menders-transcript', 'pdf', '補網婦女訪談逐字稿'],
  },
  {
    date: '2025-08-22',
    title: '謝文彬老街攝影底片數位化（一）',
    creator: '謝文彬',
    format: '影像 TIFF、底片掃描',
    rights: RESERVED,
    description: '攝影師捐贈的老街黑白底片第一批數位化成果，共四百二十幀，記錄七〇至九〇年代街景。',
    note: '依捐贈約定，高解析影像僅供館內研究使用。',
    tags: ['建築', '數位典藏'],
    image: ['street-sepia', '老街黑白街景'],
  },
  {
    date: '2025-06-11',
    title: '臨海公學校畢業紀念冊數位版',
    creator: '臨海公學校',
    format: '影像 JPEG、PDF',
    rights: CC_BY,
    description: '1938 年畢業紀念冊全本數位化，收錄師生合照、校舍照片與學生作文。',
    note: '照片中人物已逾百年，依規定開放使用。',
    tags: ['教育', '數位典藏', '歷史'],
    image: ['school-noon', '紀念冊中的校舍照片'],
  },
  {
    date: '2025-04-03',
    title: '潮安宮迎神祭典聲音地景',
    creator: '國立臨海文化記憶館',
    format: '聲音 WAV 96 kHz',
    rights: CC_BY,
    description: '迎神遶境全程的環境錄音，包含鑼鼓、鞭炮、陣頭與信眾的聲響，呈現祭典的聲音地景。',
    note: '錄音以雙耳麥克風收錄，建議以耳機聆聽。',
    tags: ['民俗', '數位典藏'],
    image: ['temple-dusk', '遶境中的廟宇'],
  },
  {
    date: '2025-02-14',
    title: '木造漁船船圖數位化',
    creator: '周海生（原件）；本館（數位化）',
    format: '影像 TIFF、向量圖 SVG',
    rights: CC_BY_NC,
    description: '造船匠師手繪的舢舨船圖，經掃描與向量化，可清楚看見龍骨放樣與肋材配置。',
    note: '向量圖由本館研究人員依原圖描繪，尺寸已換算為公制。',
    tags: ['工藝', '海洋', '數位典藏'],
    image: ['boat-sepia', '舢舨船圖預覽'],
  },
  {
    date: '2024-12-20',
    title: '魚市拍賣手勢影像資料庫',
    creator: '國立臨海文化記憶館',
    format: '影片 MP4、說明 PDF',
    rights: CC_BY,
    description: '退休拍賣員示範的四十二種拍賣手勢影像，每個手勢附數字意義與使用情境說明。',
    note: '資料庫可依數字或情境檢索。',
    tags: ['港口', '民俗', '數位典藏'],
    image: ['market-dawn', '魚市拍賣示意'],
    attachment: ['auction-gestures', 'pdf', '拍賣手勢說明'],
  },
  {
    date: '2024-10-10',
    title: '渡船船票圖像集',
    creator: '黃阿福（原件）；本館（數位化）',
    format: '影像 JPEG',
    rights: CC_BY,
    description: '一百二十四張渡船船票的正反面影像，可比較不同年代的票價與印刷樣式。',
    note: '船票依年代排序，部分船票背面有乘客手寫字跡。',
    tags: ['港口', '數位典藏'],
    image: ['bridge-sepia', '渡船碼頭與大橋'],
  },
  {
    date: '2024-08-08',
    title: '蚵殼灰砌牆工法紀錄',
    creator: '鄭石泉（示範）；本館（紀錄）',
    format: '影片 MP4、圖說 PDF',
    rights: CC_BY_NC,
    description: '匠師示範蚵殼灰調製與砌牆的完整工序，附工具與材料配比圖說。',
    note: '配比依匠師口述記錄，實際施作請洽專業人員。',
    tags: ['工藝', '建築', '數位典藏'],
    image: ['street-jade', '蚵殼灰牆面'],
  },
  {
    date: '2024-06-01',
    title: '臨海鎮老照片徵集成果（一）',
    creator: '臨海鎮居民',
    format: '影像 TIFF',
    rights: RESERVED,
    description: '開館前向居民徵集的老照片第一批數位化成果，共八百六十張，涵蓋婚禮、出海與節慶。',
    note: '每張照片皆記錄提供者口述的人物、地點與年代。',
    tags: ['口述歷史', '數位典藏'],
    image: ['portrait-sepia', '老照片中的人像'],
  },
  {
    date: '2024-04-15',
    title: '漁會倉庫修復前測繪圖',
    creator: '方德榮建築師事務所',
    format: '圖面 PDF、點雲資料',
    rights: OGDL,
    description: '舊漁會倉庫修復前的實測圖與三維點雲，記錄每一根桁架構件的位置與狀況。',
    note: '點雲資料檔案較大，請透過開放資料介面取得。',
    tags: ['建築', '數位典藏'],
    image: ['warehouse-sepia', '倉庫木構架'],
  },
  {
    date: '2024-02-05',
    title: '臨海港歷年漁獲統計數位化',
    creator: '臨海區漁會',
    format: '資料集 XLSX',
    rights: OGDL,
    description: '1955 至 1995 年臨海港漁獲統計年報的數位化資料，可依魚種與年份查詢。',
    note: '部分年份原始年報佚失，以漁會會議紀錄補足。',
    tags: ['港口', '海洋', '數位典藏'],
    image: ['harbor-noon', '漁港全景'],
    attachment: ['catch-statistics-1955-1995', 'xlsx', '臨海港歷年漁獲統計'],
  },
];

export function digitalItems(): DigitalItem[] {
  return DIGITAL.map((spec, index) => {
    const image = imageFile(spec.image[0], spec.image[1], true);
    return {
      id: rowId('digital', index),
      title: spec.title,
      description: `${spec.description}授權：${spec.rights}。`,
      creator: spec.creator,
      date: spec.date,
      format: spec.format,
      rights: spec.rights,
      content: [
        p(spec.description),
        figure(image),
        h2('典藏說明'),
        p(spec.note),
        table(
          '詮釋資料',
          ['欄位', '內容'],
          [
            ['創作者', spec.creator],
            ['格式', spec.format],
            ['授權', spec.rights],
            ['上架日期', spec.date],
          ],
        ),
      ].join(''),
      images: [image],
      files: spec.attachment
        ? [documentFile({ name: spec.attachment[0], ext: spec.attachment[1], title: spec.attachment[2] })]
        : [],
      tags: spec.tags,
      views: viewsFor(index, 120),
    };
  });
}
