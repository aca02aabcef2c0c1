import type { SiteHeader, SiteMetadata } from '../../shared/api-types';

/** The placeholder site's name (an empty database): no agency is named by it. */
const PLACEHOLDER_NAMES = new Set(['', '網站名稱']);

/** The agency the notice names: the site's title, as the pages' titles name it; else 本機關. */
export function agencyOf(header: SiteHeader | undefined, metadata: SiteMetadata | undefined): string {
  const name = (header?.title?.trim() || metadata?.title?.trim()) ?? '';
  return PLACEHOLDER_NAMES.has(name) ? '本機關' : name;
}

/**
 * The 個人資料蒐集告知 a mailbox shows until an administrator writes its own: the items 個人資料
 * 保護法 §8 I names (the collecting agency; the purpose; the kinds of data; the period, area,
 * recipients and manner of use; the rights of §3; what follows from not giving the data), worded
 * as a template an agency adapts. The period is the site's own retention (MAILBOX_RETENTION_DAYS).
 */
export function defaultPrivacyNotice(agency: string, retentionDays: number): string {
  return [
    `${agency}依個人資料保護法第 8 條規定，於蒐集您的個人資料前，告知下列事項：`,
    `一、蒐集機關：${agency}。`,
    '二、蒐集目的：受理、處理及回覆您透過本信箱提出的陳情、建議或詢問，並於必要時與您聯繫。',
    '三、個人資料類別：辨識個人者（C001），包括姓名、電子郵件地址、聯絡電話，以及您於信件內容中自行提供的其他個人資料。',
    `四、利用期間：自收件日起 ${retentionDays} 日，期滿即予刪除；法令另有規定保存期限者，依其規定。`,
    '五、利用地區：中華民國境內。',
    `六、利用對象及方式：由${agency}承辦同仁於上述目的範圍內，以電子郵件、電話或書面方式利用；案件須由其他機關辦理時，僅於必要範圍內轉交該機關。除法令另有規定外，不提供予其他第三人。`,
    `七、您的權利：依個人資料保護法第 3 條，您得向${agency}請求查詢或閱覽、製給複製本、補充或更正、停止蒐集、處理或利用，以及刪除您的個人資料。`,
    `八、不提供之影響：您可自由選擇是否提供個人資料；惟姓名及電子郵件地址為必填，若不提供，${agency}將無法受理及回覆您的來信。聯絡電話可不填寫。`,
  ].join('\n');
}
