import type { DownloadItem, GalleryItem, VideoItem } from '../../shared/api-types';
import { rowId, viewsFor, zhNumber, type Tag } from './content-helpers';
import { documentFile, type DocumentExt } from './demo-files';
import { imageFile, type DemoImageName } from './demo-images';

/** Photo albums (`gallery`), videos (`videos`) and downloads (`downloads`). */

interface AlbumSpec {
  date: string;
  title: string;
  description: string;
  tags: Tag[];
  /** The first photo is the album's representative image. */
  photos: Array<[DemoImageName, string]>;
}

const ALBUMS: AlbumSpec[] = [
  {
    date: '2026-05-18',
    title: '常設展「潮汐之間」開幕紀實',
    description: '常設展重新開幕當天，居民、受訪者與志工齊聚一堂，一起看見自己的故事走進展場。',
    tags: ['展覽', '港口'],
    photos: [
      ['harbor-dawn', '開幕當天清晨的港口'],
      ['harbor-noon', '展場入口的港口意象牆'],
      ['net-noon', '展示中的漁網與浮球'],
      ['boat-noon', '展場中央的漁船模型'],
    ],
  },
  {
    date: '2026-04-12',
    title: '竹編漁筌工作坊',
    description: '學員跟著匠師從剖竹、刮篾到收口，兩天內完成屬於自己的小漁筌。',
    tags: ['工藝', '民俗'],
    photos: [
      ['weaving-dawn', '學員手中的竹篾'],
      ['weaving-jade', '完成的漁筌編紋'],
      ['net-dawn', '工作坊教室外的晾網'],
    ],
  },
  {
    date: '2026-02-21',
    title: '新春揮毫與集章活動',
    description: '書法老師現場揮毫贈送春聯，大小朋友排隊集章，大廳洋溢年節氣氛。',
    tags: ['民俗'],
    photos: [
      ['lanterns-night', '大廳掛起的紅燈籠'],
      ['lanterns-dusk', '黃昏時亮燈的迴廊'],
      ['temple-dusk', '附近廟宇的新春布置'],
    ],
  },
  {
    date: '2025-12-13',
    title: '口述歷史工作坊',
    description: '學員分組練習訪談，帶著錄音設備與提問單，學習如何聆聽長輩的故事。',
    tags: ['口述歷史', '教育'],
    photos: [
      ['portrait-jade', '受訪長輩的人像剪影'],
      ['portrait-sepia', '老照片風格的人像'],
      ['document-jade', '訪談提問單'],
    ],
  },
  {
    date: '2025-10-18',
    title: '潮安宮迎神祭典',
    description: '記錄團隊跟隨遶境隊伍，從清晨起駕到深夜回鑾，留下祭典全程的影像。',
    tags: ['民俗'],
    photos: [
      ['temple-dusk', '黃昏時的潮安宮'],
      ['temple-sepia', '廟埕上的陣頭'],
      ['lanterns-dusk', '遶境隊伍的燈籠'],
      ['lanterns-night', '夜間回鑾的燈火'],
    ],
  },
  {
    date: '2025-09-27',
    title: '港口城市比較史講座',
    description: '秋季四場講座場場爆滿，聽眾從帆船貿易、漁業移民一路談到未來的港區再生。',
    tags: ['港口', '教育'],
    photos: [
      ['harbor-night', '夜晚的港口燈火'],
      ['map-noon', '講座投影的港口地圖'],
      ['bridge-dusk', '黃昏時的跨港大橋'],
    ],
  },
  {
    date: '2025-08-03',
    title: '親子小船工作坊',
    description: '親子合力完成木片小船，在戶外水池一艘艘下水，歡呼聲不斷。',
    tags: ['工藝', '教育', '海洋'],
    photos: [
      ['boat-noon', '水池中漂浮的小船'],
      ['boat-dusk', '夕陽下的小船'],
      ['coast-noon', '戶外園區旁的海岸'],
    ],
  },
  {
    date: '2025-06-14',
    title: '典藏庫房開放日',
    description: '民眾走進平時不開放的庫房，認識文物保存的溫濕度控制與日常維護。',
    tags: ['數位典藏'],
    photos: [
      ['warehouse-sepia', '庫房所在的倉庫木構'],
      ['pottery-jade', '庫房中的青釉陶甕'],
      ['document-sepia', '待修復的帳冊'],
    ],
  },
  {
    date: '2025-05-17',
    title: '國際博物館日光影秀',
    description: '燈塔歷史照片化為光影投射在戶外園區，夜間導覽帶民眾認識燈塔的故事。',
    tags: ['展覽', '海洋'],
    photos: [
      ['lighthouse-night', '夜空下的燈塔光束'],
      ['lighthouse-dusk', '黃昏時的燈塔'],
      ['harbor-night', '光影秀現場的港口夜景'],
    ],
  },
  {
    date: '2025-03-22',
    title: '蚵殼灰燒製示範',
    description: '匠師點燃傳統灰窯，示範煅燒與化灰，觀眾親手體驗調灰抹牆。',
    tags: ['工藝', '建築'],
    photos: [
      ['street-jade', '以蚵殼灰砌成的牆面'],
      ['street-sepia', '老街的紅磚拱廊'],
      ['shell-dawn', '燒製前的蚵殼'],
    ],
  },
  {
    date: '2024-11-09',
    title: '臨海漁市文化節',
    description: '老魚販示範拍賣手勢，漁村料理與小農市集讓魚市場熱鬧了一整天。',
    tags: ['港口', '民俗', '海洋'],
    photos: [
      ['market-dawn', '清晨的魚市攤位'],
      ['market-noon', '正午的市集人潮'],
      ['net-noon', '魚市旁曬網'],
    ],
  },
  {
    date: '2024-10-26',
    title: '特展「帆與網」開幕',
    description: '一比一重建的船台在展場中央亮相，造船匠師後人也到場參與開幕。',
    tags: ['展覽', '工藝'],
    photos: [
      ['boat-sepia', '展場中的木造漁船'],
      ['warehouse-noon', '特展所在的倉庫展廳'],
      ['net-dawn', '展示中的漁網'],
    ],
  },
  {
    date: '2024-07-24',
    title: '暑期小小策展人營隊',
    description: '五天營隊中，學童訪談長輩、觀察物件、撰寫說明牌，最後合力完成一檔小展覽。',
    tags: ['教育', '展覽'],
    photos: [
      ['school-jade', '營隊教室'],
      ['school-noon', '學童參觀的老校舍'],
      ['document-jade', '學童寫的說明牌'],
    ],
  },
  {
    date: '2024-05-18',
    title: '「臨海老街的門與窗」攝影展',
    description: '五十幅老街門窗影像在戶外園區迴廊展出，記錄街屋立面的細微變化。',
    tags: ['建築', '展覽'],
    photos: [
      ['street-sepia', '老街門窗'],
      ['street-jade', '綠色調的街屋立面'],
      ['bridge-sepia', '老街盡頭的橋'],
    ],
  },
  {
    date: '2024-03-16',
    title: '開館典禮',
    description: '舊漁會倉庫修復完成，國立臨海文化記憶館在居民的見證下正式開館。',
    tags: ['建築', '歷史'],
    photos: [
      ['warehouse-noon', '修復後的倉庫館舍'],
      ['harbor-noon', '館舍前的港口'],
      ['coast-dusk', '開館當晚的海岸夕照'],
      ['lighthouse-noon', '遠方的望潮燈塔'],
    ],
  },
];

export function galleryAlbums(): GalleryItem[] {
  return ALBUMS.map((spec, index) => ({
    id: rowId('gallery', index),
    title: spec.title,
    description: `${spec.description}本相簿收錄現場照片${zhNumber(spec.photos.length)}張。`,
    date: spec.date,
    images: spec.photos.map(([name, alt], i) => imageFile(name, alt, i === 0)),
    tags: spec.tags,
    views: viewsFor(index, 230),
  }));
}

interface VideoSpec {
  date: string;
  title: string;
  description: string;
  duration: string;
  tags: Tag[];
  thumbnail: [DemoImageName, string];
}

const VIDEOS: VideoSpec[] = [
  {
    date: '2026-05-20',
    title: '常設展「潮汐之間」導覽短片',
    description: '策展人帶您走過「潮來」「潮往」「潮聲」三個單元，認識展覽的設計理念與重點展品。',
    duration: 'PT6M42S',
    tags: ['展覽', '港口'],
    thumbnail: ['harbor-dawn', '晨光中的港口'],
  },
  {
    date: '2026-04-08',
    title: '燈塔透鏡入藏紀錄',
    description: '從燈塔看守人家屬手中接過透鏡，到修護室的第一次清潔，記錄透鏡入藏的每一步。',
    duration: 'PT4M15S',
    tags: ['海洋', '數位典藏'],
    thumbnail: ['lighthouse-dusk', '黃昏時的燈塔'],
  },
  {
    date: '2026-02-14',
    title: '竹編漁筌的十二種編法',
    description: '竹編工藝師示範臨海鎮不同家族的漁筌編法，比較入口收束與尾端封口的差異。',
    duration: 'PT12M08S',
    tags: ['工藝', '民俗'],
    thumbnail: ['weaving-jade', '竹篾編織紋理'],
  },
  {
    date: '2025-12-20',
    title: '口述歷史：渡船船伕的一天',
    description: '最後一代渡船船伕回憶清晨第一班船到夜裡最後一趟，港內暗流與乘客的點點滴滴。',
    duration: 'PT18M30S',
    tags: ['口述歷史', '港口'],
    thumbnail: ['bridge-sepia', '跨港大橋與渡船碼頭'],
  },
  {
    date: '2025-10-25',
    title: '潮安宮迎神祭典精華',
    description: '迎神祭典三年期影像紀錄計畫的第二年成果，收錄從起駕、遶境到回鑾的精華片段。',
    duration: 'PT9M55S',
    tags: ['民俗'],
    thumbnail: ['temple-dusk', '夕陽下的廟宇'],
  },
  {
    date: '2025-09-30',
    title: '講座：帆船時代的沿海貿易',
    description: '秋季講座系列第一場全程錄影，談帆船時代的米糧、鹽與陶甕如何在臨海港集散。',
    duration: 'PT58M12S',
    tags: ['港口', '歷史', '教育'],
    thumbnail: ['harbor-noon', '港口全景'],
  },
  {
    date: '2025-08-18',
    title: '海洋小學堂：潮間帶觀察入門',
    description: '解說員示範潮間帶觀察的裝備、安全注意事項與常見生物辨識，適合親子一起觀看。',
    duration: 'PT7M20S',
    tags: ['海洋', '教育'],
    thumbnail: ['shell-dawn', '潮間帶上的貝殼'],
  },
  {
    date: '2025-06-20',
    title: '典藏庫房裡的一天',
    description: '跟著典藏人員走進平時不開放的庫房，看文物如何被點收、清潔、量測、拍攝與登錄。',
    duration: 'PT8M05S',
    tags: ['數位典藏'],
    thumbnail: ['warehouse-sepia', '倉庫木構'],
  },
  {
    date: '2025-03-25',
    title: '蚵殼灰燒製全紀錄',
    description: '從拾殼、堆窯、點火到化灰，完整記錄匠師以傳統灰窯燒製蚵殼灰的兩天工序。',
    duration: 'PT15M47S',
    tags: ['工藝', '建築'],
    thumbnail: ['street-jade', '蚵殼灰牆面'],
  },
  {
    date: '2025-01-22',
    title: '「一校一物件」教學實錄',
    description: '臨海國小教師以館藏漁網修補梭設計課程，學童從物件出發認識祖父母的工作。',
    duration: 'PT11M03S',
    tags: ['教育'],
    thumbnail: ['school-jade', '小學教室'],
  },
  {
    date: '2024-11-12',
    title: '魚市拍賣手勢教學',
    description: '退休拍賣員示範魚市拍賣的手勢與喊價，一步步教您看懂當年的「魚市語言」。',
    duration: 'PT5M36S',
    tags: ['港口', '民俗'],
    thumbnail: ['market-dawn', '清晨魚市'],
  },
  {
    date: '2024-10-30',
    title: '特展「帆與網」匠師示範',
    description: '造船匠師後人在特展重建的一比一船台前，示範木造漁船的龍骨放樣與竹釘接合。',
    duration: 'PT10M10S',
    tags: ['工藝', '海洋'],
    thumbnail: ['boat-sepia', '木造漁船'],
  },
  {
    date: '2024-08-05',
    title: '館舍修復工程紀錄片',
    description: '舊漁會倉庫從拆解編號、構件替換到無障礙設施增設，三年修復工程的完整紀錄。',
    duration: 'PT24M18S',
    tags: ['建築', '歷史'],
    thumbnail: ['warehouse-noon', '修復後的倉庫館舍'],
  },
  {
    date: '2024-05-22',
    title: '老街門窗攝影展開幕座談',
    description: '攝影社團成員分享三年間在不同季節、不同天候拍攝同一扇窗的觀察與心得。',
    duration: 'PT32M40S',
    tags: ['建築', '展覽'],
    thumbnail: ['street-sepia', '老街街屋'],
  },
  {
    date: '2024-03-18',
    title: '開館紀念影片：臨海的港口、工藝與人',
    description: '本館的開館紀念影片，以二十多位居民的聲音串起臨海鎮兩百年的港口故事。',
    duration: 'PT7M58S',
    tags: ['歷史', '港口', '口述歷史'],
    thumbnail: ['coast-dusk', '黃昏的海岸'],
  },
];

/** `PT6M42S` → 7: the length a visitor reads in a description. */
function roundedMinutes(duration: string): number {
  const match = /^PT(?:(\d+)M)?(?:(\d+)S)?$/.exec(duration);
  const minutes = Number(match?.[1] ?? 0) + Number(match?.[2] ?? 0) / 60;
  return Math.max(1, Math.round(minutes));
}

/**
 * Placeholder embed ids: the demo is fictional, so there are no real recordings; each id has the
 * 11-character shape YouTube uses, and the player shows its own "unavailable" notice.
 */
const videoId = (index: number): string => `LhMuseum${String(index + 1).padStart(3, '0')}`;

export function videoItems(): VideoItem[] {
  return VIDEOS.map((spec, index) => ({
    id: rowId('video', index),
    title: spec.title,
    description: `${spec.description}片長約${zhNumber(roundedMinutes(spec.duration))}分鐘。`,
    date: spec.date,
    videoUrl: `https://www.youtube-nocookie.com/embed/${videoId(index)}`,
    duration: spec.duration,
    thumbnail: imageFile(spec.thumbnail[0], spec.thumbnail[1], true),
    tags: spec.tags,
    views: viewsFor(index, 400),
  }));
}

interface DownloadSpec {
  date: string;
  title: string;
  description: string;
  tags: Tag[];
  files: Array<[name: string, ext: DocumentExt, title: string]>;
}

const DOWNLOADS: DownloadSpec[] = [
  {
    date: '2026-05-10',
    title: '2026 年度場地租借申請表',
    description: '多功能教室、演講廳與戶外園區的租借申請表與使用規範，請於使用日前三十日提出申請。',
    tags: ['建築'],
    files: [
      ['venue-application-2026', 'docx', '場地租借申請表'],
      ['venue-rules-2026', 'pdf', '場地使用規範'],
    ],
  },
  {
    date: '2026-03-02',
    title: '2025 年度典藏報告',
    description: '年度典藏徵集、登錄、修護與數位化成果統計，以及重要入藏文物介紹。',
    tags: ['數位典藏'],
    files: [
      ['collection-report-2025', 'pdf', '2025 年度典藏報告'],
      ['collection-stats-2025', 'xlsx', '2025 年度典藏統計表'],
    ],
  },
  {
    date: '2026-01-15',
    title: '團體參觀預約表',
    description: '十五人以上團體參觀請填寫預約表，可加選導覽、學習單與工作坊。',
    tags: ['教育'],
    files: [
      ['group-visit-form', 'docx', '團體參觀預約表'],
      ['group-visit-form-odf', 'odt', '團體參觀預約表（ODF 格式）'],
    ],
  },
  {
    date: '2025-11-20',
    title: '「蚵殼與石灰」巡迴展教師手冊',
    description: '「蚵殼與石灰」巡迴展配套教師手冊，含展區介紹、學習單與延伸活動建議。',
    tags: ['教育', '工藝'],
    files: [['oyster-lime-teacher-guide', 'pdf', '巡迴展教師手冊']],
  },
  {
    date: '2025-10-05',
    title: '口述歷史計畫第二期逐字稿選輯',
    description: '精選十二位受訪者的訪談逐字稿，依授權範圍公開，附時間碼方便引用。',
    tags: ['口述歷史', '數位典藏'],
    files: [
      ['oral-history-transcripts-2', 'zip', '口述歷史逐字稿選輯'],
      ['oral-history-index-2', 'xlsx', '受訪者與主題索引'],
    ],
  },
  {
    date: '2025-09-28',
    title: '秋季講座系列簡報資料',
    description: '「港口城市的比較史」四場講座的簡報與參考書目，經講者同意公開。',
    tags: ['港口', '教育'],
    files: [
      ['port-cities-slides', 'zip', '講座簡報合輯'],
      ['port-cities-reading-list', 'pdf', '參考書目'],
    ],
  },
  {
    date: '2025-07-01',
    title: '網站無障礙檢測報告',
    description: '本館網站無障礙 AA 等級檢測報告，以及依檢測意見逐項完成的改善紀錄。',
    tags: ['數位典藏'],
    files: [['accessibility-report-2025', 'pdf', '網站無障礙檢測報告']],
  },
  {
    date: '2025-05-20',
    title: '駐館藝術家計畫徵件簡章',
    description: '2025 年度駐館藝術家計畫的徵件簡章、報名表與創作計畫書格式。',
    tags: ['展覽', '工藝'],
    files: [
      ['residency-call-2025', 'pdf', '駐館藝術家計畫徵件簡章'],
      ['residency-form-2025', 'docx', '報名表與計畫書格式'],
    ],
  },
  {
    date: '2025-02-10',
    title: '「一校一物件」教案全集',
    description: '十二套以館藏物件為核心的教案，含學習單與物件圖檔，以開放授權釋出。',
    tags: ['教育', '數位典藏'],
    files: [
      ['one-school-one-object', 'zip', '教案全集'],
      ['one-school-one-object-guide', 'odt', '教案使用說明'],
    ],
  },
  {
    date: '2024-12-15',
    title: '2024 年度典藏報告',
    description: '開館首年的典藏徵集、登錄與數位化成果統計，以及八十三位捐贈者名錄。',
    tags: ['數位典藏'],
    files: [['collection-report-2024', 'pdf', '2024 年度典藏報告']],
  },
  {
    date: '2024-11-01',
    title: '特展「帆與網」展覽手冊',
    description: '特展「帆與網」完整展覽手冊電子版，收錄展品圖錄與匠師訪談。',
    tags: ['展覽', '工藝', '海洋'],
    files: [['sails-and-nets-catalogue', 'pdf', '「帆與網」展覽手冊']],
  },
  {
    date: '2024-08-30',
    title: '民眾捐贈文物申請表',
    description: '捐贈文物前請先填寫申請表，本館將安排鑑定並於六十日內回覆。',
    tags: ['數位典藏'],
    files: [
      ['donation-application', 'docx', '民眾捐贈文物申請表'],
      ['donation-application-odf', 'odt', '民眾捐贈文物申請表（ODF 格式）'],
    ],
  },
  {
    date: '2024-06-18',
    title: '志工服務手冊',
    description: '導覽志工與典藏志工的服務守則、排班方式、保險與培訓課程說明。',
    tags: ['教育'],
    files: [['volunteer-handbook', 'pdf', '志工服務手冊']],
  },
  {
    date: '2024-04-02',
    title: '館藏開放資料說明文件',
    description: '數位典藏開放資料介面的欄位說明、授權條款與範例檔。',
    tags: ['數位典藏'],
    files: [
      ['open-data-guide', 'pdf', '開放資料說明文件'],
      ['open-data-sample', 'xlsx', '開放資料範例檔'],
    ],
  },
  {
    date: '2024-03-16',
    title: '開館導覽地圖',
    description: '館內展區、服務設施與無障礙動線的導覽地圖，可列印成 A4 使用。',
    tags: ['展覽', '建築'],
    files: [['museum-floor-map', 'pdf', '館內導覽地圖']],
  },
];

export function downloadItems(): DownloadItem[] {
  return DOWNLOADS.map((spec, index) => ({
    id: rowId('download', index),
    title: spec.title,
    description: `${spec.description}提供 ${[...new Set(spec.files.map(([, ext]) => ext.toUpperCase()))].join('、')} 格式下載。`,
    date: spec.date,
    files: spec.files.map(([name, ext, title]) => documentFile({ name, ext, title })),
    tags: spec.tags,
    views: viewsFor(index, 80),
  }));
}
