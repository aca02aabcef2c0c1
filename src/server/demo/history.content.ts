import type { AnnalsItem, HistoricalEventItem, ObjectItem, PersonItem } from '../../shared/api-types';
import { figure, h2, h3, p, refTo, rowId, table, ul, viewsFor, type Tag } from './content-helpers';
import { imageFile, type DemoImageName } from './demo-images';

/**
 * The fictional town's history (`history`, kind `events`) and the museum's own chronicle
 * (`annals`, kind `annals`, 2024–2026).
 */

interface HistorySpec {
  era: string;
  start: number;
  end?: number;
  title: string;
  description: string;
  background: string;
  consequences: string[];
  people: number[];
  objects: number[];
  tags: Tag[];
  image: [DemoImageName, string];
}

const HISTORY: HistorySpec[] = [
  {
    era: '清代',
    start: 1842,
    end: 1860,
    title: '帆船貿易與臨海港的興起',
    description:
      '沙洲環抱的臨海灣成為帆船避風與補給的港口，米糧、鹽與陶甕在此集散，港邊逐漸形成倉庫與商號聚落。',
    background:
      '臨海灣外有沙洲屏障，冬季東北季風時可供帆船停泊。商號沿岸興建倉庫，以蚵殼灰砌磚，形成最早的街屋群。',
    consequences: ['港邊倉庫與商號聚落成形', '陶甕等儲物容器大量輸入', '渡船頭成為往來沙洲的交通節點'],
    people: [],
    objects: [9],
    tags: ['港口', '歷史'],
    image: ['harbor-dawn', '帆船時代的臨海灣示意'],
  },
  {
    era: '清代',
    start: 1868,
    title: '潮安宮建廟',
    description: '漁民與商號集資興建潮安宮，供奉海上守護神，廟埕成為聚落的公共空間，每年迎神遶境由此出發。',
    background: '一場大颱風後，倖存的漁民發願建廟。廟宇以蚵殼灰與紅磚建造，屋頂剪黏由外地匠師承作。',
    consequences: ['迎神遶境成為年度盛事', '廟埕發展為市集與議事場所', '廟方組織承擔部分地方公益'],
    people: [8],
    objects: [5],
    tags: ['民俗', '建築', '歷史'],
    image: ['temple-sepia', '早期潮安宮外觀示意'],
  },
  {
    era: '清代',
    start: 1885,
    end: 1895,
    title: '渡船頭街商號林立',
    description: '往來沙洲的渡船帶動人潮，渡船頭街兩側商號林立，雜貨、米行、漁具店與茶行以亭仔腳相連。',
    background: '商號多為前店後宅的長條街屋，立面以紅磚與蚵殼灰砌成，亭仔腳提供行人遮陽避雨。',
    consequences: ['形成今日老街的基本格局', '蚵殼灰窯業因建築需求而興盛'],
    people: [7],
    objects: [4],
    tags: ['建築', '歷史'],
    image: ['street-sepia', '渡船頭街亭仔腳示意'],
  },
  {
    era: '日治時期',
    start: 1912,
    title: '望潮燈塔點燈',
    description: '為引導日漸增加的輪船進出港口，望潮燈塔於北岬完工點燈，採用當時新式的菲涅耳式透鏡。',
    background: '燈塔以磚造為主，外牆塗白，塔頂燈室裝設透鏡與燈具，並設有看守人宿舍。',
    consequences: ['夜間航行安全大幅提升', '燈塔成為臨海鎮的地標'],
    people: [2],
    objects: [0],
    tags: ['海洋', '港口', '歷史'],
    image: ['lighthouse-noon', '望潮燈塔外觀'],
  },
  {
    era: '日治時期',
    start: 1921,
    title: '臨海公學校創立',
    description: '臨海公學校於廟埕旁創立，初期僅有兩間教室，漁家子弟開始接受新式教育，識字率逐年提升。',
    background:
      '校舍最初借用廟方廂房，數年後遷至今址新建。許多漁家因需要孩子幫忙而不願送學，教師常需登門勸學。',
    consequences: ['漁家子弟就學人數增加', '學校成為地方活動與集會的場所'],
    people: [3],
    objects: [8],
    tags: ['教育', '歷史'],
    image: ['school-noon', '公學校舊校舍示意'],
  },
  {
    era: '日治時期',
    start: 1934,
    end: 1939,
    title: '臨海港防波堤修築',
    description: '港務單位依測量成果修築南北防波堤，並疏浚航道，使較大型的輪船得以入港，港區面貌大幅改變。',
    background: '修築前，測量技師以一年時間測繪港內水深與礁石。工程動員大量在地勞力，部分沙洲因而消失。',
    consequences: ['港口吞吐量倍增', '部分漁家因沙洲消失而遷居', '魚市場移至新碼頭'],
    people: [9],
    objects: [6],
    tags: ['港口', '建築', '歷史'],
    image: ['map-sepia', '防波堤修築前的港口測量圖示意'],
  },
  {
    era: '日治時期',
    start: 1936,
    title: '漁會倉庫落成',
    description: '漁業組合於新碼頭旁興建三棟相連的木構倉庫，用於存放漁具與物資，即今日本館館舍的前身。',
    background: '倉庫採檜木桁架與斜屋頂，牆面下半為紅磚，上半為木板，通風良好，適合存放漁網。',
    consequences: ['漁具集中管理', '倉庫後來歷經多次改作，2024 年修復為博物館'],
    people: [14],
    objects: [14],
    tags: ['建築', '港口'],
    image: ['warehouse-sepia', '三棟相連的漁會倉庫示意'],
  },
  {
    era: '戰後初期',
    start: 1948,
    end: 1955,
    title: '木造漁船的黃金年代',
    description: '戰後漁業復甦，北堤造船廠接單不斷，木造舢舨與中型漁船在此下水，匠師與學徒人數達到高峰。',
    background: '匠師以在地與外地木材打造漁船，船台沿著北堤一字排開，下水典禮是全鎮的大事。',
    consequences: ['造船技藝快速傳承', '漁獲量增加，帶動製冰與魚市發展'],
    people: [0],
    objects: [1],
    tags: ['工藝', '海洋', '港口'],
    image: ['boat-sepia', '木造漁船下水示意'],
  },
  {
    era: '經濟起飛期',
    start: 1958,
    title: '臨海製冰廠開工',
    description: '製冰廠在港邊開工，穩定供應漁船出海與魚市保鮮所需冰塊，臨海港漁獲得以銷往更遠的城市。',
    background: '製冰廠每日產冰數十噸，出貨紀錄由會計逐筆登錄，漁船出港前在廠前排隊裝冰是當年常見的景象。',
    consequences: ['漁獲銷售範圍擴大', '港區出現冷凍與運輸相關行業'],
    people: [4],
    objects: [3],
    tags: ['港口', '歷史'],
    image: ['harbor-noon', '製冰廠與碼頭示意'],
  },
  {
    era: '經濟起飛期',
    start: 1963,
    end: 1975,
    title: '魚市拍賣的繁盛',
    description:
      '魚市場每天清晨舉行拍賣，拍賣員以手勢喊價，木牌標示漁獲批號，熱鬧景象吸引鄰近鄉鎮的魚販前來。',
    background: '拍賣制度由漁會主導，拍賣員須熟記行情與買家信用，女性拍賣員也在此時出現。',
    consequences: ['魚市成為地方經濟中心', '拍賣手勢成為地方文化記憶'],
    people: [6],
    objects: [11],
    tags: ['港口', '民俗'],
    image: ['market-dawn', '清晨魚市拍賣示意'],
  },
  {
    era: '經濟起飛期',
    start: 1968,
    end: 1985,
    title: '遠洋漁業的發展',
    description: '鋼殼漁船取代木船，臨海港漁船開始前往遠洋作業，一次出海數月，家中婦女與老人撐起岸上的生活。',
    background: '漁船配備新式儀器，但許多船長仍保留觀測天氣、書寫航海日誌的習慣。',
    consequences: ['木造漁船逐漸退場', '漁村家庭分工改變', '補網等岸上工作更為重要'],
    people: [1, 11],
    objects: [7, 12],
    tags: ['海洋', '港口'],
    image: ['boat-dusk', '黃昏出港的漁船示意'],
  },
  {
    era: '經濟起飛期',
    start: 1979,
    title: '跨港大橋通車',
    description: '連接臨海鎮與對岸沙洲的跨港大橋通車，運行近百年的渡船就此停駛，渡船頭街的人潮也逐漸轉移。',
    background: '大橋興建前，居民往返對岸全靠渡船。通車典禮當天，最後一班渡船載著居民過港告別。',
    consequences: ['渡船停駛', '老街商業逐漸沒落', '沙洲發展為住宅區'],
    people: [5],
    objects: [10],
    tags: ['港口', '建築'],
    image: ['bridge-sepia', '跨港大橋示意'],
  },
  {
    era: '當代',
    start: 1983,
    end: 1995,
    title: '觀光與紀念品產業',
    description:
      '海岸觀光興起，渡船頭街出現多家紀念品店，以貝殼工藝與漁村意象商品吸引遊客，老街一度重現人潮。',
    background: '紀念品多由漁家婦女手工製作，成為漁業淡季時的家庭收入來源。',
    consequences: ['手工藝成為家庭副業', '老街商業結構轉型'],
    people: [12],
    objects: [15],
    tags: ['工藝', '海洋'],
    image: ['shell-jade', '貝殼工藝示意'],
  },
  {
    era: '當代',
    start: 1998,
    end: 2010,
    title: '老街保存運動',
    description: '渡船頭街街屋面臨拆除改建，居民、攝影師與文史團體發起保存運動，記錄街屋並推動登錄歷史建築。',
    background: '攝影師多年的影像紀錄成為保存運動的重要證據，匠師則協助評估蚵殼灰牆體的修復可能。',
    consequences: ['多棟街屋登錄為歷史建築', '居民成立老街發展協會'],
    people: [13, 7],
    objects: [13, 4],
    tags: ['建築', '歷史', '口述歷史'],
    image: ['street-jade', '老街保存運動示意'],
  },
  {
    era: '當代',
    start: 2019,
    end: 2024,
    title: '舊漁會倉庫修復為文化記憶館',
    description:
      '閒置的舊漁會倉庫經修復再利用，成為國立臨海文化記憶館，收藏與展示臨海鎮的港口、工藝與人的故事。',
    background: '修復團隊保留約八成原有木構架，並增設無障礙設施。開館前徵集了上千件居民捐贈的物件與照片。',
    consequences: ['臨海鎮有了第一座博物館', '口述歷史與數位典藏計畫陸續展開'],
    people: [14, 10],
    objects: [14],
    tags: ['建築', '數位典藏', '展覽'],
    image: ['warehouse-noon', '修復後的倉庫館舍'],
  },
];

function historyContent(spec: HistorySpec): string {
  return [
    p(spec.description),
    figure(imageFile(spec.image[0], spec.image[1])),
    h2('背景'),
    p(spec.background),
    h3('影響'),
    ul(spec.consequences),
  ].join('');
}

export function historicalEvents(people: PersonItem[], objects: ObjectItem[]): HistoricalEventItem[] {
  const refs = <T extends { id: string; title: string }>(path: string, rows: T[], indexes: number[]) =>
    indexes.flatMap((i) => {
      const row = rows[i];
      return row ? [refTo(path, row)] : [];
    });
  return HISTORY.map((spec, index) => ({
    id: rowId('history', index),
    title: spec.title,
    description: spec.description,
    era: spec.era,
    startYear: spec.start,
    ...(spec.end !== undefined ? { endYear: spec.end } : {}),
    content: historyContent(spec),
    people: refs('people', people, spec.people),
    objects: refs('collection', objects, spec.objects),
    images: [imageFile(spec.image[0], spec.image[1], true)],
    tags: spec.tags,
    views: viewsFor(index, 190),
  }));
}

/** A closing line per category, pointing the reader to where the topic continues. */
const ANNALS_FOLLOW_UP: Record<AnnalsSpec['category'], string> = {
  典藏: '相關成果陸續公開於數位典藏平臺。',
  展覽: '展覽詳情請參閱最新消息。',
  教育推廣: '課程與教材請見學習資源專區。',
  館務: '詳細說明請參閱本館公告。',
  研究: '研究成果將陸續整理發表。',
};

interface AnnalsSpec {
  date: string;
  category: '典藏' | '展覽' | '教育推廣' | '館務' | '研究';
  title: string;
  description: string;
  tags: Tag[];
}

const ANNALS: AnnalsSpec[] = [
  {
    date: '2024-01-25',
    category: '館務',
    title: '數位典藏平臺正式上線',
    description: '數位典藏平臺上線，首批開放一千二百筆館藏詮釋資料與影像，並提供開放資料介面供學研單位介接。',
    tags: ['數位典藏'],
  },
  {
    date: '2024-03-16',
    category: '館務',
    title: '國立臨海文化記憶館開館',
    description: '舊漁會倉庫修復完成，國立臨海文化記憶館正式開館，開館首月參觀人次突破三萬。',
    tags: ['建築', '展覽'],
  },
  {
    date: '2024-04-20',
    category: '研究',
    title: '口述歷史計畫第二期啟動',
    description: '「臨海人說臨海事」口述歷史計畫第二期啟動，預計兩年內訪談六十位居民。',
    tags: ['口述歷史'],
  },
  {
    date: '2024-06-14',
    category: '典藏',
    title: '首次典藏庫房開放日',
    description: '首度開放民眾參觀典藏庫房，三梯次共四十五人參加，說明文物保存環境與日常維護。',
    tags: ['數位典藏'],
  },
  {
    date: '2024-09-15',
    category: '研究',
    title: '迎神祭典影像紀錄計畫啟動',
    description: '與潮安宮管理委員會簽署合作備忘錄，展開三年期的迎神祭典影像紀錄。',
    tags: ['民俗'],
  },
  {
    date: '2024-10-26',
    category: '展覽',
    title: '特展「帆與網」開幕',
    description: '特展「帆與網：木造漁船的最後一代」開幕，展期半年，共吸引四萬二千人次參觀。',
    tags: ['展覽', '工藝'],
  },
  {
    date: '2024-12-10',
    category: '典藏',
    title: '年度典藏徵集新增四百二十件',
    description: '本年度新增館藏四百二十件，其中製冰廠出貨單據冊為年度重要入藏。',
    tags: ['數位典藏', '歷史'],
  },
  {
    date: '2025-01-20',
    category: '教育推廣',
    title: '「一校一物件」教案發表',
    description: '與臨海國小合作開發的十二套教案發表，全文以開放授權釋出。',
    tags: ['教育'],
  },
  {
    date: '2025-03-28',
    category: '館務',
    title: '館舍修復工程獲建築保存獎',
    description: '舊漁會倉庫修復工程因兼顧原貌保存與通用設計，獲頒年度建築保存獎。',
    tags: ['建築'],
  },
  {
    date: '2025-05-17',
    category: '展覽',
    title: '國際博物館日夜間開館',
    description: '國際博物館日延長開放至晚間九點，燈塔光影秀吸引三千餘名民眾參與。',
    tags: ['展覽', '海洋'],
  },
  {
    date: '2025-06-30',
    category: '館務',
    title: '網站通過無障礙 AA 等級檢測',
    description: '改版後的網站通過無障礙網頁 AA 等級檢測，提供鍵盤操作與文字大小調整。',
    tags: ['數位典藏'],
  },
  {
    date: '2025-08-14',
    category: '教育推廣',
    title: '暑期海洋小學堂',
    description: '暑期親子課程以潮間帶、漁具與天氣為主題，共開設十二梯次，三百六十組家庭參加。',
    tags: ['教育', '海洋'],
  },
  {
    date: '2025-10-05',
    category: '研究',
    title: '口述歷史計畫第二期成果上線',
    description: '六十位受訪者的錄音、逐字稿與影像於數位典藏平臺開放查詢。',
    tags: ['口述歷史', '數位典藏'],
  },
  {
    date: '2025-11-22',
    category: '展覽',
    title: '蚵殼灰特展巡迴山城分館',
    description: '「蚵殼與石灰」特展巡迴至山城分館，新增匠師示範影片與砌牆體驗區。',
    tags: ['展覽', '工藝'],
  },
  {
    date: '2026-01-13',
    category: '館務',
    title: '館舍空調更新工程',
    description: '館內展區暫停開放五日進行空調更新，提升展場溫濕度控制的穩定性。',
    tags: ['建築'],
  },
  {
    date: '2026-02-20',
    category: '教育推廣',
    title: '「小小策展人」成果展',
    description: '寒假營隊二十四位學童訪談長輩、挑選物件，策劃的家族小展覽於大廳展出。',
    tags: ['教育', '展覽'],
  },
  {
    date: '2026-04-02',
    category: '典藏',
    title: '獲贈望潮燈塔舊透鏡',
    description: '燈塔看守人家屬捐贈透鏡組件七片，展開清潔與穩定化處理。',
    tags: ['海洋', '數位典藏'],
  },
  {
    date: '2026-05-18',
    category: '展覽',
    title: '常設展「潮汐之間」重新開幕',
    description: '常設展「潮汐之間」整修完成重新開放，新增觸摸展件、點字說明與多語導覽。',
    tags: ['展覽', '港口'],
  },
];

export function museumAnnals(): AnnalsItem[] {
  // Newest first, as the chronicle is usually read.
  const ordered = [...ANNALS].reverse();
  return ordered.map((spec, index) => {
    const year = Number(spec.date.slice(0, 4));
    const sameYear = ANNALS.filter((a) => a.date.startsWith(String(year)));
    return {
      id: rowId('annals', index),
      title: spec.title,
      description: spec.description + ANNALS_FOLLOW_UP[spec.category],
      year,
      date: spec.date,
      category: spec.category,
      content:
        p(spec.description) +
        (index === 0
          ? table(
              `${year} 年館務大事一覽`,
              ['日期', '類別', '事項'],
              sameYear.map((a) => [a.date, a.category, a.title]),
            )
          : ''),
      tags: spec.tags,
      views: viewsFor(index, 90),
    };
  });
}
