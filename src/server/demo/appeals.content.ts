import type { AppealItem } from '../../shared/api-types';
import { ol, p, rowId, viewsFor, type Tag } from './content-helpers';

/**
 * Appeal decisions (`appeal`, kind `appeal`) of the fictional county's appeal board, published for
 * open government. Appellants are masked the way such decisions are; document numbers are invented.
 */

type Outcome = 'dismissed' | 'revoked' | 'rejected';

interface AppealSpec {
  decided: string;
  serial: number;
  appellant: string;
  title: string;
  description: string;
  outcome: Outcome;
  fact: string[];
  reason: string[];
  tags: Tag[];
}

const MAIN_TEXT: Record<Outcome, string> = {
  dismissed: '訴願駁回。',
  revoked: '原處分撤銷，由原處分機關於收受本決定書之次日起二個月內另為適法之處分。',
  rejected: '訴願不受理。',
};

const APPEALS: AppealSpec[] = [
  {
    decided: '2026-04-21',
    serial: 31,
    appellant: '李○○',
    title: '因申請閱覽典藏文物原件事件提起訴願',
    description:
      '訴願人申請閱覽看守日誌原件遭否准，主張影印本不足以研究。本會認原處分考量原件保存狀況，並無違誤。',
    outcome: 'dismissed',
    fact: [
      '訴願人於 115 年 2 月 3 日向原處分機關申請閱覽望潮燈塔看守日誌第十一冊原件。',
      '原處分機關以該冊紙張脆化、須待修護完成為由否准，並提供高解析數位影像供其閱覽。',
    ],
    reason: [
      '按典藏文物之提供閱覽，應兼顧文物保存之需要。原處分機關已提供數位影像替代，並說明修護完成後得再行申請。',
      '訴願人未具體說明數位影像有何不足之處，所訴難認有理由。',
    ],
    tags: ['數位典藏'],
  },
  {
    decided: '2026-02-26',
    serial: 12,
    appellant: '臨海興業股份有限公司',
    title: '因歷史建築登錄事件提起訴願',
    description:
      '訴願人不服所有之渡船頭街街屋被登錄為歷史建築，主張建物已經改建。本會認審議程序未通知所有權人陳述意見，撤銷原處分。',
    outcome: 'revoked',
    fact: [
      '原處分機關於 114 年 10 月公告登錄渡船頭街 88 號街屋為歷史建築。',
      '訴願人主張其為該建物所有權人，審議會議前未受通知到場陳述意見。',
    ],
    reason: [
      '依文化資產相關規定，審議登錄前應通知所有權人並給予陳述意見之機會。',
      '查原處分機關之通知寄送地址有誤，訴願人確未收受，程序顯有瑕疵，爰將原處分撤銷。',
    ],
    tags: ['建築', '歷史'],
  },
  {
    decided: '2025-12-18',
    serial: 88,
    appellant: '王○○',
    title: '因政府資訊公開事件提起訴願',
    description:
      '訴願人申請提供口述歷史計畫全部錄音檔，原處分機關以涉及受訪者隱私部分不予提供。本會認部分公開之決定並無違誤。',
    outcome: 'dismissed',
    fact: [
      '訴願人申請提供口述歷史計畫第二期全部訪談錄音。',
      '原處分機關提供受訪者同意公開之四十二人錄音，其餘以涉及個人隱私為由不予提供。',
    ],
    reason: [
      '政府資訊涉及個人隱私者，應限制公開，但得就可公開部分提供。',
      '原處分機關已依受訪者授權範圍分離處理，所為部分公開之決定，於法尚無不合。',
    ],
    tags: ['口述歷史', '數位典藏'],
  },
  {
    decided: '2025-11-06',
    serial: 74,
    appellant: '臨海○○文史工作室',
    title: '因場地使用申請事件提起訴願',
    description:
      '訴願人申請借用演講廳辦理座談遭否准，主張處理不公。本會認原處分機關未具體說明否准理由，撤銷原處分。',
    outcome: 'revoked',
    fact: [
      '訴願人申請於 114 年 9 月借用本館演講廳辦理地方文史座談。',
      '原處分機關以「不符場地使用目的」否准，未說明具體理由。',
    ],
    reason: [
      '行政處分應記明理由，使相對人得知悉其判斷依據。',
      '原處分僅泛稱不符使用目的，未說明座談內容與場地規範何處牴觸，理由顯有不備。',
    ],
    tags: ['建築', '教育'],
  },
  {
    decided: '2025-09-23',
    serial: 59,
    appellant: '陳○○',
    title: '因違反文化資產保存法事件提起訴願',
    description:
      '訴願人未經許可拆除列冊追蹤建物之鐵花窗，經處以罰鍰。本會認事證明確，罰鍰額度亦屬適當，訴願駁回。',
    outcome: 'dismissed',
    fact: [
      '訴願人所有之老街街屋經列冊追蹤，其於 114 年 3 月自行拆除二樓立面鐵花窗。',
      '原處分機關審認違反相關規定，處以罰鍰。',
    ],
    reason: [
      '訴願人自承拆除行為，僅主張不知建物經列冊追蹤。',
      '查列冊通知已合法送達，訴願人主張不知情，尚難採憑。',
    ],
    tags: ['建築'],
  },
  {
    decided: '2025-08-12',
    serial: 47,
    appellant: '張○○',
    title: '因捐贈文物返還事件提起訴願',
    description:
      '訴願人請求返還其先人捐贈之竹編器物，經否准後提起訴願。本會認該請求屬私法爭議，非訴願救濟範圍，不予受理。',
    outcome: 'rejected',
    fact: [
      '訴願人之先人於 112 年捐贈竹編器物三件予原處分機關。',
      '訴願人主張捐贈時其先人意識不清，請求返還遭否准。',
    ],
    reason: [
      '捐贈契約之效力爭議，屬私法上之爭執，應循民事訴訟程序解決。',
      '原處分機關之回復僅為觀念通知，非行政處分，訴願自非合法。',
    ],
    tags: ['工藝', '數位典藏'],
  },
  {
    decided: '2025-06-30',
    serial: 33,
    appellant: '黃○○',
    title: '因攝影申請事件提起訴願',
    description:
      '訴願人申請於特展區進行商業拍攝遭否准，主張違反平等原則。本會認否准係依出借單位要求，並無違誤。',
    outcome: 'dismissed',
    fact: ['訴願人申請於特展「帆與網」展區拍攝廣告。', '原處分機關以部分展品出借單位禁止商業拍攝為由否准。'],
    reason: [
      '借展契約已約定展品不得作商業拍攝，原處分機關受其拘束。',
      '其他申請案係於常設展區拍攝，與本件情形不同，無違平等原則。',
    ],
    tags: ['展覽'],
  },
  {
    decided: '2025-05-08',
    serial: 21,
    appellant: '林○○',
    title: '因志工資格撤銷事件提起訴願',
    description: '訴願人之導覽志工資格遭撤銷，主張未獲陳述意見機會。本會認原處分程序欠缺，撤銷原處分。',
    outcome: 'revoked',
    fact: [
      '原處分機關以訴願人服務時數不足為由撤銷其志工資格。',
      '訴願人主張其時數計算有誤，且未獲通知陳述意見。',
    ],
    reason: [
      '撤銷志工資格影響訴願人權益，應給予陳述意見之機會。',
      '原處分機關未查明時數計算爭議即逕為處分，程序有所欠缺。',
    ],
    tags: ['教育'],
  },
  {
    decided: '2025-03-19',
    serial: 9,
    appellant: '臨海○○協會',
    title: '因補助申請事件提起訴願',
    description: '訴願人申請社區文化活動補助未獲核定，主張審查不公。本會認審查程序與標準均已公開，訴願駁回。',
    outcome: 'dismissed',
    fact: ['訴願人申請辦理漁村生活節之活動補助。', '原處分機關依審查委員會評分結果未予核定。'],
    reason: [
      '補助之核定屬原處分機關之裁量，審查標準已事先公告。',
      '訴願人未指出審查程序有何違法或裁量濫用之處。',
    ],
    tags: ['民俗', '港口'],
  },
  {
    decided: '2024-12-27',
    serial: 102,
    appellant: '吳○○',
    title: '因政府資訊公開事件提起訴願',
    description:
      '訴願人申請提供館舍修復工程全部施工日誌，原處分機關否准。本會認施工日誌非屬限制公開事項，撤銷原處分。',
    outcome: 'revoked',
    fact: ['訴願人申請提供舊漁會倉庫修復工程施工日誌影本。', '原處分機關以涉及廠商營業秘密為由否准。'],
    reason: [
      '施工日誌主要記載施工進度與工項，原處分機關未具體指明何部分涉及營業秘密。',
      '縱有部分涉及，亦應分離處理後提供其餘部分。',
    ],
    tags: ['建築'],
  },
  {
    decided: '2024-10-15',
    serial: 81,
    appellant: '蔡○○',
    title: '因門票收費事件提起訴願',
    description: '訴願人不服特展收取門票，主張國立博物館應免費開放。本會認收費屬合法之規費徵收，訴願駁回。',
    outcome: 'dismissed',
    fact: ['原處分機關公告特展「帆與網」收取門票。', '訴願人購票入場後提起訴願，請求退還票款。'],
    reason: [
      '特展收費標準已依規定公告，並提供優待與免費對象。',
      '訴願人購票入場之行為，難認其權益受有違法侵害。',
    ],
    tags: ['展覽'],
  },
  {
    decided: '2024-08-06',
    serial: 55,
    appellant: '鄭○○',
    title: '因文化資產保存補助事件提起訴願',
    description:
      '訴願人申請街屋修繕補助，經核定補助額度低於申請金額。本會認核定額度依公告標準計算，訴願駁回。',
    outcome: 'dismissed',
    fact: ['訴願人所有之歷史建築申請修繕補助。', '原處分機關依補助要點核定部分補助。'],
    reason: [
      '補助額度依修繕項目分級計算，原處分機關已逐項說明。',
      '訴願人主張之屋頂更換項目非屬補助範圍，所訴無理由。',
    ],
    tags: ['建築', '工藝'],
  },
  {
    decided: '2024-05-21',
    serial: 28,
    appellant: '許○○',
    title: '因逾期提起訴願事件',
    description: '訴願人對場地租借違約金處分提起訴願，惟處分書送達後已逾三十日法定期間，本會依法不予受理。',
    outcome: 'rejected',
    fact: ['原處分書於 113 年 1 月 10 日合法送達訴願人。', '訴願人遲至 113 年 3 月 28 日始提起訴願。'],
    reason: ['訴願應於行政處分達到之次日起三十日內提起。', '本件提起訴願已逾法定期間，依法應不受理。'],
    tags: ['建築'],
  },
];

const CHAIRPERSON = '主任委員 葉清瀾';
const COMMISSIONERS = ['委員 馮湘雲', '委員 邱衍之', '委員 溫品岑', '委員 杜懷遠', '委員 段語彤'];
const TEACHING =
  '如不服本決定，得於本決定書送達之次日起二個月內，向臺灣○○高等行政法院提起行政訴訟。（本決定書為虛構示範資料，不具法律效力。）';

/** Minguo (ROC) year, used in document numbers as official documents do. */
const rocYear = (isoDate: string): number => Number(isoDate.slice(0, 4)) - 1911;

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function appealItems(): AppealItem[] {
  return APPEALS.map((spec, index) => ({
    id: rowId('appeal', index),
    title: spec.title,
    description: spec.description,
    // Published a week after the decision, as the board posts decisions once they are served.
    issueDate: addDays(spec.decided, 7),
    decideDocumentNo: `濱府訴字第${rocYear(spec.decided)}${String(spec.serial).padStart(5, '0')}號`,
    decideDate: spec.decided,
    appellant: spec.appellant,
    content: p(MAIN_TEXT[spec.outcome]),
    fact: ol(spec.fact),
    reason:
      ol(spec.reason) +
      p(
        '據上論結，本件訴願為' +
          (spec.outcome === 'revoked' ? '有理由' : spec.outcome === 'dismissed' ? '無理由' : '不合法') +
          '，爰依訴願法決定如主文。',
      ),
    chairperson: CHAIRPERSON,
    commissioner: COMMISSIONERS.join('、'),
    teching: TEACHING,
    tags: spec.tags,
    views: viewsFor(index, 40),
  }));
}
