import type { ArticleItem, FileEntry } from '../../shared/api-types';
import { blockquote, figure, h2, h3, p, rowId, table, ul, viewsFor, type Tag } from './content-helpers';
import { documentFile } from './demo-files';
import { imageFile, type DemoImageName } from './demo-images';
import { isDemoPhoto, photoFile, type DemoPhotoName } from './demo-photos';

/** Articles of the two `cms-normal` lists: press news (`news`) and notices (`announcements`). */

interface ArticleSpec {
  date: string;
  category: string;
  title: string;
  description: string;
  tags: Tag[];
  image: [DemoImageName | DemoPhotoName, string];
  /** What the article adds beyond its description. */
  body: string;
  points: string[];
  files?: FileEntry[];
  extra?: string;
}

const NEWS: ArticleSpec[] = [
  {
    date: '2026-05-18',
    category: '展覽訊息',
    title: '「潮汐之間：臨海港的百年日常」常設展全新開幕',
    description:
      '常設展歷經一年整修重新開放，以潮汐為線索，串起臨海港從帆船時代到遠洋漁業的生活樣貌，並新增觸摸展件與多語導覽。',
    tags: ['展覽', '港口', '歷史'],
    image: ['dandelions', '夕陽下戶外園區草地上結籽的蒲公英'],
    body: '新展區分為「潮來」「潮往」「潮聲」三個單元，收錄本館歷年徵集的漁具、船模與家庭相簿，並邀請在地居民錄製導覽語音。',
    points: [
      '開放時間：週二至週日 09:00–17:00',
      '觸摸展件區提供點字說明卡',
      '每週六 14:00 有定時導覽，免預約',
    ],
  },
  {
    date: '2026-04-02',
    category: '新聞稿',
    title: '本館獲贈望潮燈塔舊透鏡，將於年底公開展示',
    description:
      '前燈塔看守人家屬捐贈保存逾半世紀的燈塔透鏡組件，本館將進行清潔與穩定化處理，預計年底於特展中首度公開。',
    tags: ['海洋', '歷史', '數位典藏'],
    image: ['lighthouse-dusk', '黃昏時的望潮燈塔，燈光掃向海面'],
    body: '透鏡組件共七片，部分鍍膜已剝落。修護團隊將先完成三維掃描與材質分析，再決定展示時的照明與溫濕度條件。',
    points: [
      '捐贈者：望潮燈塔第三任看守人家屬',
      '修護期程：2026 年 4 月至 10 月',
      '三維掃描成果將同步上架數位典藏',
    ],
  },
  {
    date: '2026-02-20',
    category: '教育推廣',
    title: '「小小策展人」寒假營隊成果展即日起展出',
    description:
      '二十四位國小學童在五天營隊中訪談長輩、挑選物件並撰寫說明牌，完成屬於自己的家族小展覽，即日起於本館大廳展出。',
    tags: ['教育', '展覽', '口述歷史'],
    image: ['school-noon', '陽光下的老校舍與升旗台'],
    body: '學童以「我家最老的一樣東西」為題，從祖父母的漁網梭、嫁妝木箱到手寫帳簿，學習如何提問、記錄與說故事。',
    points: [
      '展期：2026 年 2 月 20 日至 3 月 31 日',
      '地點：本館一樓大廳',
      '營隊手冊開放下載，歡迎學校教師參考',
    ],
  },
  {
    date: '2026-01-08',
    category: '館務消息',
    title: '2026 年度開館時間與休館日調整',
    description:
      '配合館舍空調更新工程，本館 2026 年 1 月 13 日至 1 月 17 日暫停開放，其餘期間維持週一休館，國定假日照常開放。',
    tags: ['建築'],
    image: ['warehouse-noon', '本館前身的舊漁會倉庫外觀'],
    body: '工程期間戶外園區與線上數位典藏照常服務，團體預約將由專人協助改期。',
    points: ['暫停開放：2026 年 1 月 13 日至 17 日', '線上服務不受影響', '團體預約改期請來電洽詢'],
    extra: table(
      '2026 年 1 月開放時間',
      ['日期', '館內展區', '戶外園區'],
      [
        ['1 月 1 日至 12 日', '開放', '開放'],
        ['1 月 13 日至 17 日', '暫停開放', '開放'],
        ['1 月 18 日起', '開放', '開放'],
      ],
    ),
  },
  {
    date: '2025-11-22',
    category: '展覽訊息',
    title: '特展「蚵殼與石灰：海邊的建築材料」巡迴至山城分館',
    description:
      '去年廣受好評的蚵殼灰特展將巡迴至山城分館，新增匠師示範影片與砌牆體驗區，帶觀眾認識海邊聚落就地取材的智慧。',
    tags: ['工藝', '建築', '展覽'],
    image: ['street-sepia', '老街上拱廊相連的紅磚街屋'],
    body: '蚵殼灰曾是臨海鎮街屋與廟宇不可或缺的材料。巡迴展以燒灰窯模型、工具與匠師訪談，說明從拾殼、煅燒到調灰的工序。',
    points: [
      '巡迴展期：2025 年 11 月至 2026 年 2 月',
      '新增砌牆體驗區，建議穿著輕便服裝',
      '團體導覽請於七日前預約',
    ],
  },
  {
    date: '2025-10-05',
    category: '新聞稿',
    title: '口述歷史計畫第二期完成，六十位居民的記憶上線',
    description:
      '歷時兩年的「臨海人說臨海事」口述歷史計畫第二期完成，六十位受訪者的錄音逐字稿與影像，即日起於數位典藏平臺開放查詢。',
    tags: ['口述歷史', '數位典藏', '歷史'],
    image: ['portrait-sepia', '老照片風格的人像剪影'],
    body: '本期受訪者涵蓋漁工、製冰廠員工、渡船船伕與市場攤商，訪談內容經受訪者確認後，以創用 CC 授權釋出。',
    points: ['訪談總時數約 140 小時', '逐字稿皆附時間碼，方便引用', '部分訪談附臺語與華語雙語字幕'],
  },
  {
    date: '2025-08-14',
    category: '教育推廣',
    title: '暑期「海洋小學堂」開放報名，五大主題帶孩子認識潮間帶',
    description:
      '暑期親子課程以潮間帶生物、漁具、天氣與航海為主題，由館員與在地漁民共同授課，每梯次限三十組家庭。',
    tags: ['教育', '海洋'],
    image: ['shell-dawn', '沙灘上的一枚扇貝殼'],
    body: '課程結合室內展示與戶外觀察，潮間帶行程會依潮汐時間調整，並全程投保。',
    points: ['對象：國小一至六年級學童及家長', '每梯次三小時，費用全免', '雨天改為室內課程'],
  },
  {
    date: '2025-06-30',
    category: '館務消息',
    title: '本館通過無障礙網頁 AA 等級檢測',
    description:
      '本館網站完成改版並通過無障礙網頁 AA 等級檢測，提供鍵盤操作、文字大小調整與完整替代文字，歡迎各界提供使用意見。',
    tags: ['數位典藏'],
    image: ['document-jade', '一份蓋有圓形印章的文件'],
    body: '改版過程中，我們邀請視障朋友與高齡使用者參與測試，依回饋調整選單結構與對比色。',
    points: ['支援鍵盤快速鍵 Alt+U、Alt+C、Alt+Z', '提供小、中、大三種字級', '意見回饋可透過民意信箱提出'],
  },
  {
    date: '2025-05-17',
    category: '展覽訊息',
    title: '國際博物館日：夜間開館與燈塔光影秀',
    description:
      '國際博物館日當天本館延長開放至晚間九點，戶外園區推出燈塔主題光影投影，並有館員帶領的夜間導覽。',
    tags: ['展覽', '海洋'],
    image: ['lighthouse-night', '夜空下亮著燈的燈塔'],
    body: '光影秀以望潮燈塔的歷史照片為素材，每半小時播放一次，全長十二分鐘。',
    points: ['延長開放：18:00–21:00', '夜間導覽：19:00、20:00 各一場', '現場備有座椅與輪椅友善動線'],
  },
  {
    date: '2025-03-28',
    category: '新聞稿',
    title: '舊漁會倉庫修復工程獲建築保存獎肯定',
    description:
      '本館館舍舊漁會倉庫的修復工程，因保留原有木構架與蚵殼灰牆面，並兼顧通用設計，獲頒年度建築保存獎。',
    tags: ['建築', '歷史'],
    image: ['warehouse-sepia', '三棟相連的斜屋頂倉庫'],
    body: '修復團隊逐一編號拆解屋架，更換腐朽構件時盡量採用同樹種木料，並以新舊材料色差標示修補位置。',
    points: ['修復期間：2022 年至 2024 年', '保留原木構架約八成', '新增無障礙坡道與電梯'],
  },
  {
    date: '2025-01-20',
    category: '教育推廣',
    title: '與臨海國小合作「一校一物件」教案發表',
    description:
      '本館與臨海國小教師共同開發十二套以館藏物件為核心的教案，涵蓋社會、自然與藝術領域，教材全文開放下載。',
    tags: ['教育', '數位典藏'],
    image: ['school-jade', '綠意環繞的小學校舍'],
    body: '每套教案附有物件高解析圖檔、提問單與學習單，教師可依年級彈性調整。',
    points: ['適用年級：三至六年級', '教案以創用 CC 姓名標示授權', '歡迎教師回饋教學紀錄'],
  },
  {
    date: '2024-12-10',
    category: '館務消息',
    title: '年度典藏徵集成果：新增四百二十件館藏',
    description:
      '本年度透過捐贈與採購新增四百二十件館藏，包含漁具、船模、家庭相簿與商號帳冊，已完成登錄並陸續上架數位典藏。',
    tags: ['數位典藏', '歷史'],
    image: ['document-sepia', '泛黃帳冊的其中一頁'],
    body: '其中最受矚目的是一批完整的製冰廠出貨單據，記錄了 1960 年代臨海港的漁獲與冰塊流向。',
    points: ['捐贈者共八十三位', '完成登錄 420 件、拍攝 1,260 張', '年度典藏報告可於下載專區取得'],
  },
  {
    date: '2024-10-26',
    category: '展覽訊息',
    title: '特展「帆與網：木造漁船的最後一代」開幕',
    description:
      '特展以三艘木造漁船的船模與造船工具為核心，呈現臨海鎮最後一代木船匠師的技藝與生活，並重建造船廠一角。',
    tags: ['展覽', '工藝', '海洋'],
    image: ['boat-sepia', '揚帆的木造漁船'],
    body: '展場中央以一比一比例重建船台，觀眾可以近距離看見龍骨與肋材的接合方式。',
    points: [
      '展期：2024 年 10 月 26 日至 2025 年 4 月 27 日',
      '每月第一個週日有匠師現場示範',
      '展覽手冊免費索取',
    ],
  },
  {
    date: '2024-09-15',
    category: '新聞稿',
    title: '潮安宮迎神祭典影像紀錄計畫啟動',
    description:
      '本館與潮安宮管理委員會合作，以三年時間完整記錄迎神祭典的籌備、遶境與收尾，影像將長期保存並公開部分片段。',
    tags: ['民俗', '口述歷史'],
    image: ['temple-dusk', '夕陽下飛簷翹角的廟宇'],
    body: '紀錄團隊除拍攝祭典本身，也訪談陣頭成員、廚師與志工，記錄祭典背後的人力與物資流動。',
    points: [
      '計畫期程：2024 年至 2026 年',
      '成果將以影音專區與數位典藏公開',
      '拍攝時尊重信眾意願，不拍攝個人特寫',
    ],
  },
  {
    date: '2024-07-03',
    category: '教育推廣',
    title: '志工招募：歡迎加入導覽與典藏服務行列',
    description:
      '本館招募導覽志工與典藏志工，提供完整培訓課程與保險，歡迎對地方歷史有興趣、每月可服務八小時以上的朋友報名。',
    tags: ['教育'],
    image: ['cat', '一隻虎斑貓的臉部特寫'],
    body: '培訓課程包含館藏介紹、導覽技巧、無障礙服務與文物基本維護，結訓後將安排實習。',
    points: ['報名截止：2024 年 7 月 31 日', '培訓時數：二十四小時', '服務滿一年可獲頒志工服務證明'],
  },
  {
    date: '2024-05-18',
    category: '展覽訊息',
    title: '「臨海老街的門與窗」攝影展於戶外園區展出',
    description:
      '攝影展收錄五十幅臨海老街門窗的影像，從鐵花窗、木門板到洗石子門楣，記錄街屋立面在時間中的細微變化。',
    tags: ['建築', '展覽'],
    image: ['street-jade', '綠色調的老街街屋立面'],
    body: '作品由在地攝影社團歷時三年拍攝，同一扇窗在不同季節、不同天候下的模樣並列展出。',
    points: ['展期：2024 年 5 月 18 日至 8 月 31 日', '地點：戶外園區迴廊', '雨天部分作品移至室內'],
  },
  {
    date: '2024-03-12',
    category: '館務消息',
    title: '館長的話：讓博物館成為鎮民的客廳',
    description:
      '新任館長於就任一週年分享經營理念：博物館不只是收藏過去，也該是鎮民可以隨時走進來坐坐、說說故事的地方。',
    tags: ['歷史', '教育'],
    image: ['coffee', '木桌上紅色瓷杯裝著的一杯濃縮咖啡'],
    body: '過去一年，本館延長週末開放時間、增設閱覽角，並每月舉辦「故事茶會」邀請居民分享家族記憶。',
    points: ['閱覽角藏書約兩千冊', '故事茶會每月最後一個週六舉行', '歡迎居民提供老照片翻拍'],
    extra: blockquote(
      '博物館最好的收藏，是還在鎮上生活的人願意把故事說給我們聽。',
      '國立臨海文化記憶館館長 沈若潮',
    ),
  },
  {
    date: '2024-01-25',
    category: '新聞稿',
    title: '數位典藏平臺開放 API，歡迎學研單位介接',
    description:
      '本館數位典藏平臺提供開放資料介面，學研單位與開發者可依授權條款介接館藏詮釋資料，用於研究與教育用途。',
    tags: ['數位典藏', '教育'],
    image: ['map-noon', '標示港口位置的手繪地圖'],
    body: '開放資料包含物件名稱、年代、材質、尺寸與授權資訊，圖像檔則依個別授權提供不同解析度。',
    points: ['資料格式：JSON、CSV', '授權：政府資料開放授權條款', '申請介接請填寫線上表單'],
  },
];

const ANNOUNCEMENTS: ArticleSpec[] = [
  {
    date: '2026-05-06',
    category: '公告',
    title: '公告 2026 年度場地租借收費標準',
    description:
      '本館多功能教室、戶外園區與演講廳開放外界租借，2026 年度收費標準維持不變，公益團體與學校另享半價優惠。',
    tags: ['建築'],
    image: ['warehouse-noon', '本館倉庫建築外觀'],
    body: '申請單位請於使用日前三十日提出申請，並詳閱場地使用規範。',
    points: ['演講廳可容納一百二十人', '戶外園區須自備雨備方案', '申請表單可於下載專區取得'],
    files: [documentFile({ name: 'venue-fees-2026', ext: 'pdf', title: '2026 年度場地租借收費標準' })],
  },
  {
    date: '2026-03-15',
    category: '徵求',
    title: '徵求臨海鎮老照片與家庭影像',
    description:
      '本館長期徵集臨海鎮相關的老照片、家庭錄影帶與八釐米影片，提供者可選擇捐贈或僅授權翻拍，原件當場歸還。',
    tags: ['數位典藏', '口述歷史'],
    image: ['document-sepia', '一疊泛黃的老照片'],
    body: '翻拍作業於館內進行，館員會同時記錄照片中的人物、地點與年代，作為典藏資料。',
    points: ['翻拍服務免費', '可到府收件（限臨海鎮內）', '授權範圍可由提供者決定'],
  },
  {
    date: '2026-01-30',
    category: '招標',
    title: '「館藏文物三維掃描勞務採購案」招標公告',
    description:
      '本館辦理館藏文物三維掃描勞務採購，預計掃描一百二十件中小型文物，詳細規格與投標須知請參閱附件。',
    tags: ['數位典藏'],
    image: ['pottery-jade', '一只青綠色的陶甕'],
    body: '本案採最有利標，投標廠商須具備文物數位化實績。',
    points: ['截止投標：2026 年 2 月 20 日 17:00', '開標地點：本館行政大樓會議室', '聯絡人：典藏組 許先生'],
    files: [
      documentFile({ name: 'tender-3d-scan-spec', ext: 'pdf', title: '三維掃描勞務採購案需求說明書' }),
      documentFile({ name: 'tender-3d-scan-form', ext: 'docx', title: '三維掃描勞務採購案投標文件格式' }),
    ],
  },
  {
    date: '2025-12-20',
    category: '休館公告',
    title: '春節期間開放時間公告',
    description:
      '農曆春節期間本館除夕休館一日，初一至初五照常開放並延長至晚間六點，歡迎返鄉遊子闔家來館走走。',
    tags: ['民俗'],
    image: ['lanterns-dusk', '黃昏時串起的紅燈籠'],
    body: '春節期間每日下午兩點有「年節習俗」主題導覽，並發送館藏圖案春聯。',
    points: ['除夕：休館', '初一至初五：09:00–18:00', '春聯每日限量三百份'],
  },
  {
    date: '2025-10-16',
    category: '公告',
    title: '修正「民眾捐贈文物作業要點」',
    description:
      '為簡化捐贈流程並保障捐贈者權益，本館修正民眾捐贈文物作業要點，新增線上預約鑑定與捐贈證明電子化。',
    tags: ['數位典藏'],
    image: ['document-jade', '一份文件與印章'],
    body: '修正重點為受理方式、審議期限與捐贈證明格式，修正條文對照表詳見附件。',
    points: ['審議期限由九十日縮短為六十日', '捐贈證明可選擇電子或紙本', '自公告日起施行'],
    files: [
      documentFile({ name: 'donation-rules-2025', ext: 'odt', title: '民眾捐贈文物作業要點修正條文對照表' }),
    ],
  },
  {
    date: '2025-08-01',
    category: '人事',
    title: '典藏組約用研究助理甄選公告',
    description:
      '本館典藏組徵求約用研究助理一名，協助館藏登錄、數位化與資料庫維護，具歷史、博物館或資訊相關背景者優先。',
    tags: ['數位典藏'],
    image: ['map-sepia', '一張泛黃的港口地圖'],
    body: '甄選分為書面審查與面試兩階段，面試將包含實際登錄操作。',
    points: ['報名截止：2025 年 8 月 20 日', '工作地點：本館典藏庫房', '薪資依本館約用人員薪資基準'],
    files: [
      documentFile({ name: 'research-assistant-2025', ext: 'pdf', title: '典藏組約用研究助理甄選簡章' }),
    ],
  },
  {
    date: '2025-06-12',
    category: '公告',
    title: '颱風期間停止開放判定原則',
    description:
      '颱風期間本館依所在地停班停課公告決定是否開放，若上午公告停班，當日全天休館，已預約團體將由專人通知。',
    tags: ['海洋'],
    image: ['coast-dusk', '暴風前夕的海岸線'],
    body: '戶外園區的臨時展示物件將於颱風警報發布後先行收納。',
    points: ['依臨海鎮停班停課公告辦理', '最新訊息同步公布於網站首頁', '預約團體可免費改期'],
  },
  {
    date: '2025-04-09',
    category: '徵求',
    title: '2025 年度駐館藝術家計畫徵件',
    description:
      '本館邀請視覺藝術、聲音與文學創作者駐館三個月，以館藏或臨海鎮為題發展作品，提供工作室、住宿與創作補助。',
    tags: ['展覽', '工藝'],
    image: ['weaving-dawn', '晨光中的編織紋樣'],
    body: '駐館期間需舉辦一場公開分享會，成果將於年底聯展中展出。',
    points: ['徵件截止：2025 年 5 月 15 日', '錄取名額：二名', '創作補助每人新臺幣十五萬元'],
    files: [documentFile({ name: 'artist-in-residence-2025', ext: 'docx', title: '駐館藝術家計畫報名表' })],
  },
  {
    date: '2025-02-18',
    category: '公告',
    title: '館內攝影規範說明',
    description:
      '本館常設展區開放非商業攝影，請勿使用閃光燈與腳架；特展區依個別展覽規定辦理，商業拍攝須事先申請。',
    tags: ['展覽'],
    image: ['harbor-dawn', '晨光下的港口'],
    body: '部分借展文物因出借單位要求禁止攝影，展場將以標示提醒。',
    points: ['禁止使用閃光燈、腳架與自拍棒', '商業拍攝請於十四日前申請', '空拍機禁止於園區內起降'],
  },
  {
    date: '2024-12-02',
    category: '招標',
    title: '「戶外園區景觀照明改善工程」決標公告',
    description: '本館戶外園區景觀照明改善工程已完成決標，施工期間部分步道夜間封閉，請民眾依現場指示通行。',
    tags: ['建築'],
    image: ['bridge-dusk', '黃昏時的拱橋剪影'],
    body: '新照明採低色溫燈具並調整投射角度，減少對附近住家與海岸生態的光害。',
    points: ['施工期間：2024 年 12 月至 2025 年 2 月', '日間開放不受影響', '決標資訊詳見政府電子採購網'],
  },
  {
    date: '2024-10-08',
    category: '人事',
    title: '導覽志工第十二期結訓名單',
    description:
      '第十二期導覽志工培訓圓滿結束，共三十二位學員完成培訓與實習，將自十一月起於各展區提供導覽服務。',
    tags: ['教育'],
    image: ['school-noon', '教室外的操場'],
    body: '本期學員年齡從十九歲到七十四歲，其中有六位是退休漁民，將以親身經驗分享港口生活。',
    points: ['結訓人數：三十二位', '服務起始：2024 年 11 月', '歡迎民眾預約志工導覽'],
  },
  {
    date: '2024-08-21',
    category: '公告',
    title: '個人資料保護與隱私權政策修訂',
    description:
      '配合個人資料保護相關規定修正，本館更新網站隱私權政策，說明蒐集目的、利用範圍與當事人權利行使方式。',
    tags: ['數位典藏'],
    image: ['document-jade', '一份以條列方式書寫的文件'],
    body: '修訂內容已同步公布於隱私權政策頁面，如有疑問歡迎透過民意信箱詢問。',
    points: ['新增網站分析工具使用說明', '明列資料保存期限', '自公告日起生效'],
  },
  {
    date: '2024-06-05',
    category: '休館公告',
    title: '端午節連假開放時間',
    description: '端午節連假期間本館照常開放，並於戶外園區舉辦立蛋與香包手作活動，連假後一日補休館。',
    tags: ['民俗'],
    image: ['market-noon', '節慶市集的攤位'],
    body: '香包手作活動每場四十人，現場登記，額滿為止。',
    points: ['連假期間：09:00–17:00', '補休館：連假後第一個工作日', '手作活動材料費全免'],
  },
  {
    date: '2024-04-16',
    category: '徵求',
    title: '「臨海人說臨海事」口述歷史受訪者招募',
    description:
      '口述歷史計畫第二期招募受訪者，凡曾在臨海港工作或生活的居民皆歡迎報名，亦可推薦家中長輩受訪。',
    tags: ['口述歷史', '港口'],
    image: ['portrait-dawn', '溫暖色調的人像剪影'],
    body: '訪談將由受過訓練的館員與志工進行，受訪者可隨時決定公開範圍。',
    points: ['訪談地點可選擇本館或自宅', '每次訪談約兩小時', '受訪者將獲贈訪談紀錄複本'],
  },
  {
    date: '2024-02-27',
    category: '公告',
    title: '本館會員制度上路',
    description:
      '本館推出免費會員制度，會員可優先報名課程、收到電子報並享館內商店九折優惠，線上註冊即可加入。',
    tags: ['教育'],
    image: ['harbor-noon', '港口全景'],
    body: '會員資料僅用於活動通知與服務提供，不會提供給第三方。',
    points: ['會員免年費', '優先報名課程與營隊', '電子報每月發行一次'],
  },
];

const CLOSING = [
  '如有任何疑問，歡迎於開放時間來電洽詢，或透過本館民意信箱留言，我們將儘速回覆。',
  '本館保留活動內容調整之權利，最新資訊以網站公告為準。',
  '感謝各界長期支持，期待與您在館內相見。',
];

function articleContent(spec: ArticleSpec, index: number, image: FileEntry): string {
  return [
    p(spec.description),
    h2(index % 2 === 0 ? '內容說明' : '重點摘要'),
    p(spec.body),
    figure(image, spec.image[1]),
    h3('相關資訊'),
    ul(spec.points),
    spec.extra ?? '',
    p(CLOSING[index % CLOSING.length] ?? ''),
  ].join('');
}

function toArticles(prefix: string, specs: ArticleSpec[], viewBase: number): ArticleItem[] {
  return specs.map((spec, index) => {
    const [name, alt] = spec.image;
    const image = isDemoPhoto(name) ? photoFile(name, alt) : imageFile(name, alt);
    return {
      id: rowId(prefix, index),
      title: spec.title,
      description: spec.description,
      publishDate: spec.date,
      category: spec.category,
      content: articleContent(spec, index, image),
      images: [{ ...image, represent: true }],
      files: spec.files ?? [],
      tags: spec.tags,
      views: viewsFor(index, viewBase),
    };
  });
}

export const newsArticles = (): ArticleItem[] => toArticles('news', NEWS, 320);
export const announcementArticles = (): ArticleItem[] => toArticles('announcement', ANNOUNCEMENTS, 140);
