import type { ObjectItem, PersonItem } from '../../shared/api-types';
import { blockquote, figure, h2, p, refTo, rowId, viewsFor, type Tag } from './content-helpers';
import { imageFile, type DemoImageName } from './demo-images';

/**
 * People of the town (`people`, kind `people`). Everyone here is fictional. `events` (the historical
 * events a person took part in) is filled in when the site is assembled, from the events' side.
 */

interface PersonSpec {
  name: string;
  role: string;
  born?: number;
  died?: number;
  description: string;
  life: string;
  quote?: string;
  /** Indexes into the collection list. */
  objects: number[];
  tags: Tag[];
  image: [DemoImageName, string];
}

const PEOPLE: PersonSpec[] = [
  {
    name: '周海生',
    role: '木造漁船匠師',
    born: 1921,
    died: 2009,
    description:
      '臨海鎮最後一代木造漁船匠師，一生經手超過兩百艘舢舨與漁船，晚年致力於製作教學船模、傳授造船技法。',
    life: '十四歲進入北堤造船廠當學徒，從搬木料、磨工具做起。戰後自立門戶，以竹釘接合與精準的龍骨放樣聞名。七〇年代玻璃纖維船普及後，他轉而製作船模，留下完整的船圖與工具。',
    quote: '船是活的，木頭會呼吸，你要順著它的紋路走。',
    objects: [1],
    tags: ['工藝', '海洋', '口述歷史'],
    image: ['portrait-sepia', '周海生的人像剪影'],
  },
  {
    name: '林月娥',
    role: '漁網編補師傅',
    born: 1934,
    died: 2021,
    description: '在北堤碼頭補網超過半世紀的漁家婦女，手法俐落、記性過人，能憑網目分辨是哪一艘船的網。',
    life: '十二歲起跟著母親學補網，婚後與丈夫經營小型漁船。她的補網梭由丈夫親手削製，使用了五十多年，晚年捐贈給本館並接受口述歷史訪談。',
    quote: '網破了就補，日子也是這樣過的。',
    objects: [7],
    tags: ['工藝', '口述歷史', '海洋'],
    image: ['portrait-dawn', '林月娥的人像剪影'],
  },
  {
    name: '陳望潮',
    role: '望潮燈塔看守人',
    born: 1908,
    died: 1979,
    description:
      '望潮燈塔第三任看守人，駐守燈塔三十一年，留下逐日記錄天氣、船隻與燈具狀況的看守日誌共四十二冊。',
    life: '原為港務所技工，因熟悉機械而調任燈塔看守。他與家人住在燈塔旁的宿舍，颱風夜常徹夜守燈。其日誌如今是研究臨海鎮氣候與航運的重要史料。',
    objects: [0, 12],
    tags: ['海洋', '歷史'],
    image: ['portrait-jade', '陳望潮的人像剪影'],
  },
  {
    name: '許素琴',
    role: '臨海公學校教師',
    born: 1912,
    died: 1994,
    description: '臨海公學校最早的女性教師之一，任教三十八年，推動漁家子弟就學，並創立學校第一個圖書室。',
    life: '師範學校畢業後返鄉任教。戰後持續在改制後的國民學校服務，常利用假日到漁家勸學，並以自己的薪水購買圖書。',
    quote: '會讀書的孩子，出海也比較會看天。',
    objects: [8],
    tags: ['教育', '歷史'],
    image: ['portrait-sepia', '許素琴的人像剪影'],
  },
  {
    name: '蔡金水',
    role: '製冰廠會計',
    born: 1925,
    died: 2012,
    description: '臨海製冰廠的會計，以工整字跡記錄六年的出貨單據，這批帳冊讓後人得以重建六〇年代的漁業規模。',
    life: '商業學校畢業後進入製冰廠，一待就是三十年。他習慣在每本帳冊封底記下當月的天氣與大事，意外留下珍貴的地方紀錄。',
    objects: [3],
    tags: ['港口', '歷史', '數位典藏'],
    image: ['portrait-jade', '蔡金水的人像剪影'],
  },
  {
    name: '黃阿福',
    role: '渡船船伕',
    born: 1930,
    died: 2018,
    description: '跨港大橋通車前的最後一代渡船船伕，每天往返臨海鎮與對岸沙洲數十趟，載運學童、菜販與郵差。',
    life: '接下父親的渡船後撐船二十五年，熟知港內每一處暗流。大橋通車那天，他載著最後一批乘客過港，隨後將船票與票夾捐給本館。',
    quote: '橋通了是好事，只是以後就聽不到大家在船上講話了。',
    objects: [10],
    tags: ['港口', '口述歷史'],
    image: ['portrait-dawn', '黃阿福的人像剪影'],
  },
  {
    name: '吳碧霞',
    role: '魚市拍賣員',
    born: 1941,
    description: '臨海魚市第一位女性拍賣員，以清亮嗓音與俐落手勢聞名，退休後擔任本館導覽志工，示範拍賣喊價。',
    life: '十七歲進入魚市當記帳員，因熟悉行情而被拔擢為拍賣員。她記得每一種手勢代表的價格，也記得每位老主顧的習慣。',
    objects: [11],
    tags: ['港口', '民俗', '口述歷史'],
    image: ['portrait-sepia', '吳碧霞的人像剪影'],
  },
  {
    name: '鄭石泉',
    role: '蚵殼灰窯匠師',
    born: 1938,
    description:
      '臨海鎮僅存的蚵殼灰窯匠師，堅持以傳統灰窯燒製，參與多座古厝與廟宇的修復工程，並常到學校示範燒灰。',
    life: '家族三代經營灰窯。水泥普及後灰窯一一熄火，他仍保留一座小窯，並將工序完整示範給修復團隊與學生。',
    objects: [4],
    tags: ['工藝', '建築'],
    image: ['portrait-jade', '鄭石泉的人像剪影'],
  },
  {
    name: '王錦繡',
    role: '刺繡藝師',
    born: 1946,
    description: '為潮安宮繡製與修補頭旗、神衣四十餘年的刺繡藝師，擅長盤金繡，作品見於鎮上多座廟宇。',
    life: '少女時期在繡莊學藝，婚後在家接件。她修補舊旗時會保留原有針法，只補上缺損處，讓新舊繡線並存。',
    objects: [5],
    tags: ['工藝', '民俗'],
    image: ['portrait-dawn', '王錦繡的人像剪影'],
  },
  {
    name: '高明德',
    role: '港務所測量技師',
    born: 1903,
    died: 1971,
    description: '參與臨海港防波堤規劃的測量技師，手繪的港口測量圖精確標示水深與礁石，至今仍為研究者引用。',
    life: '在港務所服務二十餘年，走遍港內每一處灘地。他習慣以水彩區分陸地與潮間帶，使測量圖兼具實用與美感。',
    objects: [6],
    tags: ['港口', '歷史'],
    image: ['portrait-sepia', '高明德的人像剪影'],
  },
  {
    name: '沈秋月',
    role: '竹編工藝師',
    born: 1952,
    description: '臨海竹藝協會創會成員，長年教授竹編漁筌與生活器物，並記錄鎮上不同家族的編法差異。',
    life: '從小看祖母編漁筌，成年後到外地工作，中年返鄉後重拾竹編。她整理出十二種漁筌編法，編成教材供學校使用。',
    objects: [2],
    tags: ['工藝', '教育', '民俗'],
    image: ['portrait-jade', '沈秋月的人像剪影'],
  },
  {
    name: '劉振興',
    role: '漁船船長',
    born: 1918,
    died: 1990,
    description: '經營遠洋漁船的船長，留下兩冊詳細的航海日誌與天氣觀測紀錄，見證臨海港從近海走向遠洋的年代。',
    life: '從近海小船的船員做起，四十歲時與同鄉合資購入鋼殼漁船。他每天以乾濕球溫度計觀測天氣，記錄在航海日誌中。',
    objects: [12],
    tags: ['海洋', '港口'],
    image: ['portrait-dawn', '劉振興的人像剪影'],
  },
  {
    name: '張玉蓮',
    role: '紀念品店店主',
    born: 1949,
    description:
      '八〇年代在渡船頭街經營貝殼工藝紀念品店，見證臨海鎮從漁村轉向觀光的歲月，歇業後將商品捐給本館。',
    life: '店內商品多由附近漁家婦女手工製作，她負責設計樣式與收購。觀光熱潮退去後，她轉而協助社區發展工藝課程。',
    objects: [15],
    tags: ['工藝', '海洋'],
    image: ['portrait-sepia', '張玉蓮的人像剪影'],
  },
  {
    name: '謝文彬',
    role: '攝影師',
    born: 1944,
    description: '以黑白底片記錄臨海鎮街景與人物超過四十年的業餘攝影師，作品是本館老街影像典藏的主要來源。',
    life: '白天在郵局上班，下班後帶著相機走街串巷。他特別喜歡拍同一扇窗、同一個街角在不同年代的樣子。',
    objects: [13],
    tags: ['建築', '數位典藏'],
    image: ['portrait-jade', '謝文彬的人像剪影'],
  },
  {
    name: '方德榮',
    role: '倉庫修復工程主持人',
    born: 1966,
    description: '主持本館館舍舊漁會倉庫修復工程的建築師，主張「可辨識的修補」，讓新舊材料的差異清楚可見。',
    life: '長年投入歷史建築修復，曾參與多處漁村建築調查。修復期間他與匠師逐一編號拆解木構，並詳細記錄每一處替換。',
    objects: [14],
    tags: ['建築', '歷史'],
    image: ['portrait-dawn', '方德榮的人像剪影'],
  },
];

function personContent(spec: PersonSpec): string {
  return [
    p(spec.description),
    figure(imageFile(spec.image[0], spec.image[1])),
    h2('生平'),
    p(spec.life),
    spec.quote ? blockquote(spec.quote, spec.name) : '',
  ].join('');
}

export function peopleItems(objects: ObjectItem[]): PersonItem[] {
  return PEOPLE.map((spec, index) => ({
    id: rowId('person', index),
    title: spec.name,
    description: spec.description,
    role: spec.role,
    ...(spec.born !== undefined ? { birthYear: spec.born } : {}),
    ...(spec.died !== undefined ? { deathYear: spec.died } : {}),
    content: personContent(spec),
    images: [imageFile(spec.image[0], spec.image[1], true)],
    events: [],
    objects: spec.objects.flatMap((i) => {
      const object = objects[i];
      return object ? [refTo('collection', object)] : [];
    }),
    tags: spec.tags,
    views: viewsFor(index, 150),
  }));
}
