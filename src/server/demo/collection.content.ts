import type { ObjectItem } from '../../shared/api-types';
import { figure, h2, h3, p, rowId, ul, viewsFor, type Tag } from './content-helpers';
import { imageFile, type DemoImageName } from './demo-images';

/** Objects of the collection (`collection`, kind `object`). */

interface ObjectSpec {
  accessionNo: string;
  title: string;
  period: string;
  material: string;
  dimensions: string;
  description: string;
  provenance: string;
  features: string[];
  tags: Tag[];
  images: Array<[DemoImageName, string]>;
}

const OBJECTS: ObjectSpec[] = [
  {
    accessionNo: 'LH-2019-0012',
    title: '望潮燈塔透鏡片',
    period: '1920 年代',
    material: '玻璃、黃銅',
    dimensions: '高 62 公分，寬 48 公分',
    description: '望潮燈塔早期使用的菲涅耳式透鏡其中一片，以同心環狀稜鏡聚光，使燈光可照及二十浬外的海面。',
    provenance: '望潮燈塔第三任看守人家屬捐贈。',
    features: ['稜鏡共十一環，外框為黃銅鑄件', '邊緣刻有製造編號', '表面有細微刮痕，推測為清潔時留下'],
    tags: ['海洋', '歷史'],
    images: [
      ['lighthouse-dusk', '燈塔透鏡片正面'],
      ['lighthouse-noon', '透鏡片安裝於燈塔時的示意圖'],
    ],
  },
  {
    accessionNo: 'LH-2020-0108',
    title: '木造舢舨船模',
    period: '1950 年代',
    material: '檜木、麻繩、桐油',
    dimensions: '長 96 公分，寬 28 公分，高 35 公分',
    description: '臨海鎮造船匠師為教學製作的舢舨船模，比例約為實船十分之一，龍骨與肋材的接合方式與實船相同。',
    provenance: '造船匠師後人捐贈，附有匠師手繪船圖一張。',
    features: ['船身以竹釘接合，未使用鐵釘', '船艏彩繪龍目', '保留原有桐油塗層'],
    tags: ['工藝', '海洋'],
    images: [
      ['boat-sepia', '舢舨船模側面'],
      ['boat-noon', '舢舨船模航行示意'],
    ],
  },
  {
    accessionNo: 'LH-2018-0033',
    title: '竹編漁筌',
    period: '1960 年代',
    material: '桂竹',
    dimensions: '長 72 公分，口徑 26 公分',
    description:
      '溪口與潮溝常用的捕魚陷阱，魚蝦順著喇叭狀入口游入後無法回頭，是臨海鎮家家戶戶都會編的生活器物。',
    provenance: '臨海竹藝協會徵集。',
    features: ['入口處竹篾向內收束', '尾端以繩結封口，可解開取魚', '竹篾寬度約 0.5 公分'],
    tags: ['工藝', '民俗', '海洋'],
    images: [['weaving-jade', '竹編漁筌的編織紋理']],
  },
  {
    accessionNo: 'LH-2021-0215',
    title: '製冰廠出貨單據冊',
    period: '1962–1968 年',
    material: '紙、棉線裝訂',
    dimensions: '長 27 公分，寬 19 公分，厚 4 公分',
    description:
      '臨海製冰廠六年間的出貨單據合訂本，記錄每日冰塊出貨對象與數量，是研究當時漁業規模的重要史料。',
    provenance: '製冰廠會計人員家屬捐贈。',
    features: ['共 812 頁，以複寫紙書寫', '可見十餘艘漁船船名', '部分頁面有水漬'],
    tags: ['港口', '歷史', '數位典藏'],
    images: [['document-sepia', '出貨單據冊內頁']],
  },
  {
    accessionNo: 'LH-2017-0004',
    title: '蚵殼灰砌磚牆殘片',
    period: '清末至日治初期',
    material: '紅磚、蚵殼灰',
    dimensions: '長 54 公分，寬 24 公分，高 40 公分',
    description: '渡船頭街街屋改建時保留下來的牆體殘片，清楚可見以蚵殼灰為黏著材的砌磚方式與灰縫寬度。',
    provenance: '街屋所有權人於改建時捐贈。',
    features: ['灰縫中可見未完全燒透的蚵殼碎片', '磚面有燒製時的壓印', '為本館最早登錄的建築構件'],
    tags: ['建築', '工藝', '歷史'],
    images: [['street-sepia', '牆體殘片所在的老街街屋']],
  },
  {
    accessionNo: 'LH-2022-0301',
    title: '潮安宮遶境頭旗',
    period: '1970 年代',
    material: '絲、棉、金蔥線',
    dimensions: '長 180 公分，寬 90 公分',
    description: '迎神遶境隊伍最前方的頭旗，以金蔥線刺繡宮名與海浪紋，因褪色汰換後由廟方委託本館保存。',
    provenance: '潮安宮管理委員會寄存。',
    features: ['刺繡採平針與盤金繡', '旗桿套處有多次修補痕跡', '背面縫有捐獻信眾名錄'],
    tags: ['民俗', '工藝'],
    images: [
      ['temple-sepia', '潮安宮廟前的頭旗'],
      ['lanterns-dusk', '遶境隊伍中的燈籠'],
    ],
  },
  {
    accessionNo: 'LH-2016-0056',
    title: '手繪臨海港測量圖',
    period: '1930 年代',
    material: '紙、墨、水彩',
    dimensions: '長 110 公分，寬 78 公分',
    description: '港口修築前的測量圖，以墨線標示水深、礁石與擬建防波堤位置，水彩渲染區分陸地與潮間帶。',
    provenance: '自舊書店購藏。',
    features: ['水深以「尋」為單位標注', '右下角有測量者簽名', '圖紙曾對折，折痕處已修復'],
    tags: ['港口', '歷史', '數位典藏'],
    images: [['map-sepia', '手繪測量圖全圖']],
  },
  {
    accessionNo: 'LH-2020-0177',
    title: '漁網修補梭',
    period: '1950–1980 年代',
    material: '竹、木',
    dimensions: '長 24 公分，寬 3 公分',
    description: '修補漁網用的梭子，前端尖細、中段可纏線，漁家婦女常在碼頭邊一面聊天一面補網，手法代代相傳。',
    provenance: '北堤漁家捐贈，共三件。',
    features: ['握柄處因長期使用而光亮', '三件尺寸略有不同', '附有使用者口述訪談'],
    tags: ['工藝', '海洋', '口述歷史'],
    images: [['net-noon', '曬網與補網的漁港']],
  },
  {
    accessionNo: 'LH-2019-0240',
    title: '臨海公學校畢業紀念冊',
    period: '1938 年',
    material: '紙、布面精裝',
    dimensions: '長 26 公分，寬 19 公分',
    description:
      '臨海公學校第十五屆畢業紀念冊，收錄師生合照、校舍照片與學生作文，是鎮上最早的學校影像紀錄之一。',
    provenance: '畢業生家屬捐贈。',
    features: ['共 48 頁，含照片 36 幀', '封面燙金校徽', '作文以毛筆書寫'],
    tags: ['教育', '歷史'],
    images: [['school-noon', '舊校舍外觀']],
  },
  {
    accessionNo: 'LH-2023-0019',
    title: '青釉陶甕',
    period: '清代',
    material: '陶、釉',
    dimensions: '高 46 公分，口徑 18 公分',
    description:
      '自港邊舊倉庫地基出土的儲物陶甕，推測用於盛裝醃漬漁獲或米糧，反映帆船貿易時期的日常物資往來。',
    provenance: '舊倉庫整修時出土，依法通報後由本館典藏。',
    features: ['肩部有四個繫耳', '釉色不均，局部剝落', '內壁殘留白色沉積物'],
    tags: ['歷史', '港口'],
    images: [
      ['pottery-jade', '青釉陶甕正面'],
      ['pottery-sepia', '陶甕肩部繫耳特寫示意'],
    ],
  },
  {
    accessionNo: 'LH-2021-0088',
    title: '渡船船票與票夾',
    period: '1960 年代',
    material: '紙、皮革',
    dimensions: '票夾長 12 公分，寬 8 公分',
    description:
      '往來臨海鎮與對岸沙洲的渡船船票，附船伕使用的皮革票夾，見證跨港大橋通車前居民的日常通勤方式。',
    provenance: '最後一代渡船船伕捐贈。',
    features: ['船票共 124 張，分成人與學生票', '票夾內側寫有船伕姓名', '部分船票有剪票孔'],
    tags: ['港口', '口述歷史'],
    images: [['bridge-sepia', '跨港大橋通車前的渡船碼頭']],
  },
  {
    accessionNo: 'LH-2018-0145',
    title: '魚市拍賣用木牌',
    period: '1970 年代',
    material: '木、油漆',
    dimensions: '長 30 公分，寬 20 公分',
    description: '魚市拍賣時標示漁獲批號的木牌，以紅白油漆書寫數字，拍賣員以手勢喊價，買家則以木牌號碼登記。',
    provenance: '臨海區漁會移撥。',
    features: ['正反兩面皆有號碼', '邊角磨損明顯', '同批共二十片'],
    tags: ['港口', '民俗'],
    images: [['market-noon', '魚市拍賣現場']],
  },
  {
    accessionNo: 'LH-2022-0412',
    title: '航海用乾濕球溫度計',
    period: '1950 年代',
    material: '玻璃、木、金屬',
    dimensions: '高 28 公分，寬 10 公分',
    description: '漁船船長用來判斷天氣變化的溫度計，並列乾球與濕球兩支玻璃管，船長會將讀數記在航海日誌上。',
    provenance: '漁船船長後人捐贈，附航海日誌兩冊。',
    features: ['木框上刻有換算表', '濕球紗布已更換', '玻璃管完整無裂'],
    tags: ['海洋', '歷史'],
    images: [['coast-noon', '晴朗的海岸與天空']],
  },
  {
    accessionNo: 'LH-2024-0007',
    title: '街屋鐵花窗',
    period: '1960 年代',
    material: '鑄鐵、油漆',
    dimensions: '長 120 公分，寬 90 公分',
    description: '渡船頭街街屋拆除前保存下來的鐵花窗，以捲草與海浪紋交織，是當時鐵工廠常見的訂製圖樣。',
    provenance: '街屋所有權人捐贈。',
    features: ['原漆為淺綠色，可見多次重漆', '中央有屋主姓氏字樣', '窗框以螺栓固定'],
    tags: ['建築', '工藝'],
    images: [['street-jade', '老街街屋的窗與門']],
  },
  {
    accessionNo: 'LH-2023-0230',
    title: '倉庫木構桁架構件',
    period: '1930 年代',
    material: '檜木',
    dimensions: '長 320 公分，斷面 18 × 24 公分',
    description: '本館館舍修復時替換下來的原始桁架構件，表面保留手工刨削痕跡與施工編號，用於說明修復工法。',
    provenance: '館舍修復工程移交。',
    features: ['榫頭處有白蟻蛀蝕痕跡', '墨書編號「東三」', '展示時以支架水平承托'],
    tags: ['建築', '歷史'],
    images: [['warehouse-sepia', '倉庫的斜屋頂與木構']],
  },
  {
    accessionNo: 'LH-2024-0062',
    title: '扇貝殼工藝燈罩',
    period: '1980 年代',
    material: '扇貝殼、銅線',
    dimensions: '高 34 公分，直徑 26 公分',
    description: '以扇貝殼片串成的燈罩，曾是臨海鎮觀光紀念品店的熱門商品，見證漁村轉向觀光經濟的一段時期。',
    provenance: '紀念品店歇業後由店主捐贈。',
    features: ['共使用約三百片貝殼', '銅線已氧化呈綠色', '附原包裝紙盒'],
    tags: ['工藝', '海洋'],
    images: [['shell-jade', '扇貝殼燈罩示意']],
  },
];

function objectContent(spec: ObjectSpec): string {
  const first = spec.images[0];
  return [
    p(spec.description),
    first ? figure(imageFile(first[0], first[1]), `${spec.title}（登錄號 ${spec.accessionNo}）`) : '',
    h2('物件特徵'),
    ul(spec.features),
    h3('來源'),
    p(spec.provenance),
  ].join('');
}

export function collectionObjects(): ObjectItem[] {
  return OBJECTS.map((spec, index) => ({
    id: rowId('object', index),
    title: spec.title,
    description: spec.description,
    accessionNo: spec.accessionNo,
    period: spec.period,
    material: spec.material,
    dimensions: spec.dimensions,
    content: objectContent(spec),
    images: spec.images.map(([name, alt], i) => imageFile(name, alt, i === 0)),
    tags: spec.tags,
    views: viewsFor(index, 210),
  }));
}
