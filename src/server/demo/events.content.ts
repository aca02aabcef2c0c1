import type { EventItem } from '../../shared/api-types';
import { figure, h2, h3, p, rowId, table, ul, viewsFor, type Tag } from './content-helpers';
import { imageFile, type DemoImageName } from './demo-images';

/** Activities (`activities`, kind `event`): talks, workshops, tours and festivals of the museum. */

interface EventSpec {
  start: string;
  end: string;
  title: string;
  description: string;
  location: string;
  organizer: string;
  /** Slug of the (fictional) sign-up form; omitted for walk-in events. */
  signUp?: string;
  tags: Tag[];
  images: Array<[DemoImageName, string]>;
  schedule: Array<[string, string]>;
  notes: string[];
}

const MUSEUM = '國立臨海文化記憶館';

const EVENTS: EventSpec[] = [
  {
    start: '2026-06-20',
    end: '2026-06-21',
    title: '潮間帶夜觀：跟著漁民認識夏夜的海',
    description:
      '趁著夏季大退潮，由資深漁民與生態解說員帶領，打著紅光手電筒認識夜間出沒的螃蟹、海蛞蝓與發光生物。',
    location: '臨海鎮北堤潮間帶（集合於本館正門）',
    organizer: `${MUSEUM}教育推廣組`,
    signUp: 'tidal-night-2026',
    tags: ['海洋', '教育'],
    images: [
      ['shell-dawn', '潮間帶上的貝殼'],
      ['coast-dusk', '黃昏的海岸與礁岩'],
    ],
    schedule: [
      ['19:00', '本館集合、安全說明'],
      ['19:30', '步行至北堤潮間帶'],
      ['19:45–21:15', '分組夜觀'],
      ['21:30', '返回本館、解散'],
    ],
    notes: ['請穿著包鞋或防滑溯溪鞋', '每梯次限二十五人，十歲以下須家長陪同', '天候不佳時改為室內課程'],
  },
  {
    start: '2026-05-30',
    end: '2026-05-30',
    title: '講座：燈塔看守人的一天',
    description: '邀請前燈塔看守人家屬分享在望潮燈塔成長的童年記憶，並介紹本館新近獲贈的燈塔透鏡與看守日誌。',
    location: '本館演講廳',
    organizer: `${MUSEUM}研究典藏組`,
    signUp: 'lighthouse-talk',
    tags: ['海洋', '口述歷史', '歷史'],
    images: [['lighthouse-noon', '藍天下的白色燈塔']],
    schedule: [
      ['14:00', '主講：燈塔邊長大的孩子'],
      ['15:00', '館員導讀：看守日誌中的天氣紀錄'],
      ['15:40', '綜合座談'],
    ],
    notes: ['現場提供即時聽打字幕', '講座全程錄影，日後上架影音專區'],
  },
  {
    start: '2026-04-11',
    end: '2026-04-26',
    title: '春季工藝週：竹編漁筌工作坊',
    description: '跟著竹編匠師學習編製傳統捕魚用的漁筌，從剖竹、刮篾到收口，兩天完成一只可實際使用的小漁筌。',
    location: '本館多功能教室',
    organizer: `${MUSEUM}、臨海竹藝協會`,
    signUp: 'bamboo-trap-workshop',
    tags: ['工藝', '民俗'],
    images: [
      ['weaving-dawn', '交錯的竹篾編織紋'],
      ['net-dawn', '晾在竹竿上的漁網'],
    ],
    schedule: [
      ['第一天', '認識竹材、剖竹與刮篾'],
      ['第二天', '起底、編身與收口'],
    ],
    notes: ['每梯次十二人，需參加全部兩天', '材料費新臺幣四百元', '工具由主辦單位提供'],
  },
  {
    start: '2026-03-07',
    end: '2026-03-08',
    title: '老街走讀：門窗與招牌裡的商號記憶',
    description: '由導覽志工帶路走訪渡船頭街，從鐵花窗、洗石子門面與老招牌，解讀街屋主人的行業與家族故事。',
    location: '渡船頭街（集合於街口土地公廟）',
    organizer: `${MUSEUM}導覽志工隊`,
    tags: ['建築', '歷史'],
    images: [['street-sepia', '老街紅磚拱廊']],
    schedule: [
      ['09:30', '集合'],
      ['09:40–11:30', '走讀老街十二處街屋'],
      ['11:30', '於本館閱覽角茶敘'],
    ],
    notes: ['免報名，現場參加', '全程約兩公里，路面有部分石階'],
  },
  {
    start: '2026-01-24',
    end: '2026-02-22',
    title: '新春特別活動：寫春聯、蓋館藏章',
    description:
      '新春期間每逢週末，書法老師於大廳現場揮毫贈送春聯，並推出以館藏文物為圖案的紀念章，集滿六枚可兌換小禮物。',
    location: '本館一樓大廳',
    organizer: `${MUSEUM}`,
    tags: ['民俗', '展覽'],
    images: [['lanterns-night', '夜裡亮起的燈籠串']],
    schedule: [
      ['10:00–12:00', '現場揮毫'],
      ['14:00–16:00', '現場揮毫'],
    ],
    notes: ['春聯每日限量兩百份', '紀念章集章卡於服務台索取'],
  },
  {
    start: '2025-12-13',
    end: '2025-12-13',
    title: '口述歷史工作坊：如何訪談家中長輩',
    description:
      '口述歷史計畫團隊分享訪談技巧，從準備問題、錄音設備到倫理與授權，帶領學員完成一份家族訪談提綱。',
    location: '本館多功能教室',
    organizer: `${MUSEUM}研究典藏組`,
    signUp: 'oral-history-workshop',
    tags: ['口述歷史', '教育'],
    images: [['portrait-jade', '人像剪影']],
    schedule: [
      ['09:30', '為什麼要記錄家族故事'],
      ['10:30', '訪談實務與設備'],
      ['13:30', '倫理、授權與保存'],
      ['15:00', '分組練習'],
    ],
    notes: ['請自備手機或錄音設備', '結業學員可將訪談成果捐贈本館典藏'],
  },
  {
    start: '2025-11-01',
    end: '2025-11-30',
    title: '十一月兒童月：博物館尋寶遊戲',
    description:
      '孩子拿著尋寶地圖在展場中找出十件神祕物件，完成任務後可獲得燈塔造型書籤，全家大小一起探索臨海故事。',
    location: '本館各展區',
    organizer: `${MUSEUM}教育推廣組`,
    tags: ['教育', '展覽'],
    images: [['map-noon', '彩色的尋寶地圖']],
    schedule: [['每日 09:00–16:30', '服務台領取尋寶地圖']],
    notes: ['適合五至十二歲兒童', '書籤數量有限，送完為止'],
  },
  {
    start: '2025-10-18',
    end: '2025-10-19',
    title: '潮安宮迎神祭典導覽',
    description: '祭典期間由館員與廟方志工帶領，認識遶境路線、陣頭與供品背後的意義，並說明觀禮禮儀。',
    location: '潮安宮廟埕',
    organizer: `${MUSEUM}、潮安宮管理委員會`,
    tags: ['民俗', '口述歷史'],
    images: [
      ['temple-dusk', '夕照下的廟宇屋簷'],
      ['lanterns-dusk', '廟前懸掛的燈籠'],
    ],
    schedule: [
      ['10:00', '廟埕集合'],
      ['10:15–11:30', '導覽與觀禮'],
    ],
    notes: ['祭典人潮眾多，請留意隨身物品', '請勿穿越陣頭隊伍'],
  },
  {
    start: '2025-09-06',
    end: '2025-09-28',
    title: '秋季講座系列：港口城市的比較史',
    description:
      '四場講座邀請研究者比較臨海港與其他港口城市的發展，從貿易、移民、產業到城市更新，拓展看待家鄉的視野。',
    location: '本館演講廳',
    organizer: `${MUSEUM}研究典藏組`,
    signUp: 'port-cities-lectures',
    tags: ['港口', '歷史', '教育'],
    images: [['harbor-night', '夜晚燈火通明的港口']],
    schedule: [
      ['9 月 6 日', '帆船時代的沿海貿易'],
      ['9 月 13 日', '漁業移民與聚落'],
      ['9 月 20 日', '冷凍與製冰產業'],
      ['9 月 27 日', '港區再生的各種可能'],
    ],
    notes: ['每場一百二十席，可單場報名', '講座資料於會後上架下載專區'],
  },
  {
    start: '2025-08-02',
    end: '2025-08-03',
    title: '親子工作坊：做一艘會浮的小船',
    description: '認識木造漁船的構造後，親子一起用木片與帆布製作小船模型，並在戶外水池測試能否平穩漂浮。',
    location: '本館戶外園區',
    organizer: `${MUSEUM}教育推廣組`,
    signUp: 'family-boat-workshop',
    tags: ['工藝', '教育', '海洋'],
    images: [['boat-noon', '陽光下揚帆的小船']],
    schedule: [
      ['09:30–12:00', '上午場'],
      ['14:00–16:30', '下午場'],
    ],
    notes: ['每場限二十組親子', '請穿著可弄濕的衣服'],
  },
  {
    start: '2025-06-14',
    end: '2025-06-14',
    title: '典藏庫房開放日',
    description:
      '一年一度的典藏庫房開放日，由研究人員帶領參觀平時不對外開放的庫房，說明文物保存環境與日常維護工作。',
    location: '本館典藏庫房',
    organizer: `${MUSEUM}研究典藏組`,
    signUp: 'storage-open-day',
    tags: ['數位典藏', '歷史'],
    images: [['warehouse-sepia', '倉庫內部的木構架']],
    schedule: [
      ['10:00', '第一梯次'],
      ['13:30', '第二梯次'],
      ['15:30', '第三梯次'],
    ],
    notes: ['每梯次限十五人', '庫房內禁止飲食與攝影', '需出示身分證件換證入場'],
  },
  {
    start: '2025-05-17',
    end: '2025-05-18',
    title: '國際博物館日：夜間導覽與光影秀',
    description:
      '配合國際博物館日延長開放至晚間，館員帶領夜間導覽，戶外園區播放以燈塔歷史照片為素材的光影投影。',
    location: '本館戶外園區',
    organizer: `${MUSEUM}`,
    tags: ['展覽', '海洋'],
    images: [['lighthouse-night', '夜裡發光的燈塔']],
    schedule: [
      ['18:00–21:00', '延長開放'],
      ['19:00、20:00', '夜間導覽'],
    ],
    notes: ['免費參加', '光影秀每半小時播放一次'],
  },
  {
    start: '2025-03-22',
    end: '2025-03-23',
    title: '蚵殼灰燒製示範',
    description: '匠師示範以傳統灰窯燒製蚵殼灰，說明拾殼、堆窯、煅燒與化灰的工序，觀眾可親手體驗調灰與抹牆。',
    location: '本館戶外園區灰窯',
    organizer: `${MUSEUM}、臨海傳統匠藝研究會`,
    tags: ['工藝', '建築'],
    images: [['street-jade', '以蚵殼灰砌成的街屋牆面']],
    schedule: [
      ['10:00', '點窯'],
      ['13:00', '匠師解說'],
      ['15:00', '抹牆體驗'],
    ],
    notes: ['燒窯時請與窯口保持距離', '體驗活動須著長袖衣物'],
  },
  {
    start: '2025-01-11',
    end: '2025-01-11',
    title: '新書分享會：《渡船頭街一百號》',
    description: '作者以渡船頭街百號街屋為主角，書寫四代住戶的遷徙與生計，分享會將朗讀書中段落並與讀者對談。',
    location: '本館閱覽角',
    organizer: `${MUSEUM}、臨海文史工作室`,
    tags: ['建築', '口述歷史'],
    images: [['street-sepia', '老街的門牌與木門']],
    schedule: [
      ['14:00', '作者分享'],
      ['15:00', '讀者對談與簽書'],
    ],
    notes: ['座位六十席，額滿為止'],
  },
  {
    start: '2024-11-09',
    end: '2024-11-10',
    title: '臨海漁市文化節',
    description: '重現五〇年代魚市拍賣情景，由老魚販示範喊價手勢，並有漁村料理示範、漁具展示與在地小農市集。',
    location: '臨海漁港魚市場',
    organizer: `${MUSEUM}、臨海區漁會`,
    tags: ['港口', '民俗', '海洋'],
    images: [
      ['market-dawn', '清晨熱鬧的魚市'],
      ['net-noon', '正午曬網的漁港'],
    ],
    schedule: [
      ['09:00', '開幕與拍賣示範'],
      ['11:00', '漁村料理示範'],
      ['全日', '小農市集'],
    ],
    notes: ['魚市場地面濕滑，請小心行走', '請自備購物袋'],
  },
  {
    start: '2024-07-20',
    end: '2024-08-18',
    title: '暑期營隊：小小策展人',
    description:
      '學童在五天營隊中學習觀察物件、訪談長輩與撰寫說明牌，最後合力完成一檔小展覽，於本館大廳展出。',
    location: '本館多功能教室',
    organizer: `${MUSEUM}教育推廣組`,
    signUp: 'junior-curator-camp',
    tags: ['教育', '展覽'],
    images: [['school-jade', '綠樹環繞的教室']],
    schedule: [
      ['第一天', '什麼是博物館'],
      ['第二天', '物件觀察'],
      ['第三天', '訪談練習'],
      ['第四天', '撰寫說明牌'],
      ['第五天', '佈展與發表'],
    ],
    notes: ['對象：國小四至六年級', '營隊費用全免，供應午餐'],
  },
];

function eventContent(spec: EventSpec): string {
  const first = spec.images[0];
  return [
    p(spec.description),
    h2('活動資訊'),
    ul([
      `日期：${spec.start === spec.end ? spec.start : `${spec.start} 至 ${spec.end}`}`,
      `地點：${spec.location}`,
      `主辦：${spec.organizer}`,
    ]),
    h3('活動流程'),
    table('活動流程', ['時間', '內容'], spec.schedule),
    first ? figure(imageFile(first[0], first[1])) : '',
    h3('注意事項'),
    ul(spec.notes),
  ].join('');
}

export function activityEvents(): EventItem[] {
  return EVENTS.map((spec, index) => ({
    id: rowId('activity', index),
    title: spec.title,
    description: spec.description,
    startDate: spec.start,
    endDate: spec.end,
    location: spec.location,
    organizer: spec.organizer,
    ...(spec.signUp ? { registrationUrl: `https://forms.linhai-museum.example/${spec.signUp}` } : {}),
    content: eventContent(spec),
    images: spec.images.map(([name, alt], i) => imageFile(name, alt, i === 0)),
    tags: spec.tags,
    views: viewsFor(index, 260),
  }));
}
