import type { PageObject, SiteFooter } from '../../shared/api-types';
import { documentIdOf } from '../../shared/document-id';
import { defaultMenuSetting, emptyPage, newModuleInfo } from '../../shared/modules.schema';
import { OPEN_DATA_LICENSE } from '../../shared/open-data';
import { POLICY_PAGES, policyPageHref, type PolicyPath } from '../../shared/policy-pages';
import type { SiteContact } from '../../shared/site-settings.schema';
import type { StoredDocument } from '../ports/document-store.port';
import type { SeedModule, SiteSeed } from './site-seed';

/**
 * The default texts of a new site's three policy pages (隱私權保護政策, 資訊安全政策,
 * 政府網站資料開放宣告) and the seed modules that hold them as drafts. Our own wording: each page
 * opens with a note that it is a template, and every place the institution must complete is a
 * highlighted 【請填寫：…】. What the seed knows at creation (the institution's name, its e-mail)
 * is written in.
 */

/** What a policy text says of its institution; absent parts stay marked for the team to complete. */
export interface PolicyFacts {
  /** 機關名稱: 網站設定's agency, else the site's name; absent for the placeholder's. */
  agency?: string | undefined;
  email?: string | undefined;
}

/** Who wrote what a seed holds, as the store's adoption of the public rows names it too. */
export const SEED_ACCOUNT = 'seed';

/** Everything marked so is for the institution to complete before publishing. */
export const TO_COMPLETE = '請填寫';
export const TEMPLATE_NOTE = '本頁為範本，請機關依實際情形修改後發布。';

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A place to complete: highlighted, and in words a screen reader reads out too. */
const fill = (what: string): string => `<mark>【${TO_COMPLETE}：${what}】</mark>`;
const p = (text: string): string => `<p>${text}</p>`;
const h2 = (text: string): string => `<h2>${text}</h2>`;
const ul = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const ol = (items: string[]): string => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const link = (href: string, text: string): string => `<a href="${escapeHtml(href)}">${text}</a>`;
const externalLink = (href: string, text: string): string =>
  `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" title="${text}（另開新視窗）">${text}</a>`;
const note = (): string =>
  p(`<strong>${TEMPLATE_NOTE}</strong>標示「${TO_COMPLETE}」的地方請補上實際內容，發布前請刪除本段說明。`);

/** The institution's name, or the place to write it. */
const agencyOf = (facts: PolicyFacts): string => (facts.agency ? escapeHtml(facts.agency) : fill('機關名稱'));

/** How to reach the institution: its e-mail as a link, or the place to write one. */
const mailOf = (facts: PolicyFacts): string =>
  facts.email ? link(`mailto:${facts.email}`, escapeHtml(facts.email)) : fill('聯絡電子郵件');

function privacyText(facts: PolicyFacts): string {
  const agency = agencyOf(facts);
  return [
    note(),
    p(
      `${agency}（以下簡稱本機關）重視您的隱私與個人資料的保護。為讓您安心使用本網站的資訊與服務，以下說明本網站如何蒐集、處理、利用及保護您的個人資料。`,
    ),
    h2('一、適用範圍'),
    p(
      '本政策適用於您使用本網站各項服務時，本機關對個人資料的蒐集、處理及利用。本網站連結的其他網站各有其隱私權政策，不適用本政策。',
    ),
    h2('二、個人資料的蒐集、處理及利用'),
    ul([
      '單純瀏覽本網站或下載檔案時，本網站不會蒐集可識別您身分的個人資料。',
      '網站伺服器會自動記錄連線位址、瀏覽時間及瀏覽的頁面，僅用於統計流量、改善服務及維護系統安全，不會用來識別個人，也不對外公開。',
      '您使用民意信箱、線上申辦或活動報名等服務時，本機關僅請您提供該服務所必需的資料（例如姓名、電子郵件、電話），並只在該服務的目的範圍內使用。',
      `本網站提供的服務及蒐集的資料類別：${fill('各項服務名稱及蒐集的個人資料類別')}`,
    ]),
    p('除個人資料保護法第16條、第20條但書規定的情形外，本機關不會將您的個人資料用於蒐集目的以外的用途。'),
    h2('三、資料的保存期限'),
    p(
      `個人資料依各項服務目的所需的期間及相關法令規定保存，期滿即刪除或銷毀。各類資料的保存期限：${fill('各類資料的保存期限')}`,
    ),
    h2('四、資料的提供與揭露'),
    p(
      '本機關不會將您的個人資料提供、交換、出租或出售給其他個人、團體、企業或機關；但法律明文規定、為防止他人權益的重大危害，或經您書面同意者，不在此限。',
    ),
    h2('五、Cookie 及瀏覽器儲存空間'),
    p(
      '本網站只在提供功能所必需時使用 Cookie 或瀏覽器的儲存空間（例如記住您選擇的文字大小），不用於追蹤個人。您可以在瀏覽器設定中拒絕，但部分功能可能因此無法正常使用。',
    ),
    h2('六、您的權利'),
    p('依個人資料保護法第3條，您可以就本機關保有的您的個人資料，行使下列權利：'),
    ol(['查詢或請求閱覽', '請求製給複製本', '請求補充或更正', '請求停止蒐集、處理或利用', '請求刪除']),
    p(`請透過本頁「聯絡窗口」提出，本機關將依法定期限回覆。`),
    h2('七、資料安全'),
    p(
      `本機關以適當的技術及管理措施保護您的個人資料，防止未經授權的存取、竄改或外洩，詳見${link(policyPageHref('security'), '資訊安全政策')}。`,
    ),
    h2('八、聯絡窗口'),
    p(
      `對本政策或您的個人資料有任何疑問，請聯絡${agency}：電子郵件 ${mailOf(facts)}，電話 ${fill('聯絡電話')}。`,
    ),
    h2('九、政策的修訂'),
    p(`本政策將因應法令及服務的變更適時修訂，修訂後公布於本網站。最近修訂日期：${fill('發布日期')}。`),
  ].join('');
}

function securityText(facts: PolicyFacts): string {
  const agency = agencyOf(facts);
  return [
    note(),
    p(
      `為確保本網站資訊與服務的機密性、完整性及可用性，讓民眾安心使用，${agency}（以下簡稱本機關）依資通安全管理法及相關規定訂定本政策。`,
    ),
    h2('一、適用範圍'),
    p('本政策適用於本網站的系統、資料及管理人員，以及受託維運本網站的廠商。'),
    h2('二、網路與系統安全'),
    ul([
      '網站與使用者之間的連線一律以 HTTPS 加密傳輸。',
      '以防火牆、入侵偵測及防毒機制防範未經授權的存取與惡意程式。',
      '定期更新系統及軟體的安全修補，並定期進行弱點掃描。',
      `其他防護措施：${fill('本機關實際採行的防護措施，例如網頁應用程式防火牆、分散式阻斷服務防護')}`,
    ]),
    h2('三、存取控制'),
    ul([
      '管理人員以個人帳號登入，密碼須符合強度規則，並依職務給予最小必要的權限。',
      '管理功能的登入、發布及設定變更均留有紀錄，供稽核之用。',
      '人員離職或職務異動時，即停用或調整其帳號權限。',
    ]),
    h2('四、資料備份與復原'),
    p(
      `網站資料定期備份並異地保存，並定期演練復原程序，以便在系統異常時盡速恢復服務。備份頻率與保存方式：${fill('備份頻率及保存地點')}`,
    ),
    h2('五、資安事件的通報與應變'),
    p(
      `發生資通安全事件時，本機關依資通安全事件通報及應變辦法通報並處理，儘速降低影響、恢復服務，並檢討改善。資安聯絡窗口：${fill('負責單位及聯絡電話')}`,
    ),
    h2('六、使用者應注意的事項'),
    ul([
      '請妥善保管您在本網站使用的帳號及密碼，不要與他人共用。',
      '本機關不會以電子郵件或電話要求您提供密碼；收到可疑的訊息，請勿點選其中的連結。',
      '請確認瀏覽器網址列顯示的是本網站的網址，以免誤入假冒的網站。',
    ]),
    h2('七、政策的檢討'),
    p(
      `本政策每年至少檢討一次，並因應法令、技術及業務的變化修訂，修訂後公布於本網站。最近修訂日期：${fill('發布日期')}。`,
    ),
    h2('八、聯絡我們'),
    p(`發現本網站的安全問題，或對本政策有任何疑問，請聯絡${agency}：電子郵件 ${mailOf(facts)}。`),
  ].join('');
}

function openDataText(facts: PolicyFacts): string {
  const agency = agencyOf(facts);
  const license = externalLink(OPEN_DATA_LICENSE.url, `「${OPEN_DATA_LICENSE.name}」`);
  return [
    note(),
    p(
      `為促進政府資料的流通與加值利用，${agency}（以下簡稱本機關）網站上刊載的資料，除另有標示者外，依${license}開放公眾利用。`,
    ),
    h2('一、授權方式及範圍'),
    p(
      '本網站的資料以無償、非專屬、不可撤回的方式提供公眾使用，並得由使用者再授權他人。使用者可以不限時間、地域及目的，重製、改作、編輯、公開傳輸或以其他方式利用，包括開發各種產品或服務，無須另行取得本機關的書面或其他方式的同意。',
    ),
    h2('二、註明出處'),
    p('利用本網站的資料時，請以合理的方式註明出處，內容包括：'),
    ul([
      `提供機關：${agency}`,
      '資料名稱及年份（有版本者並註明版本）',
      `依${OPEN_DATA_LICENSE.name}釋出，及該條款的網址 ${OPEN_DATA_LICENSE.url}`,
    ]),
    h2('三、不適用的範圍'),
    ol([
      '本宣告只授權著作財產權的利用，不包括專利權、商標權，以及本機關的名稱、標誌、徽章。',
      '資料涉及個人資料者，應依個人資料保護法的規定利用。',
      `本網站標示須另行取得授權，或著作權屬於第三人的內容，不在本宣告的授權範圍內：${fill('不適用本宣告的內容，例如委外拍攝的影片、他人提供的照片；沒有則刪除本句')}`,
    ]),
    h2('四、使用者的責任'),
    ul([
      '利用時應尊重著作人格權，不得以竄改或扭曲原意的方式使用。',
      '不得以任何方式表示或暗示本機關推薦、認可或贊同其利用的成果。',
      '利用時應遵守相關法令，並自行承擔利用所生的責任。',
    ]),
    h2('五、其他'),
    p(
      `本宣告未盡事項，依${OPEN_DATA_LICENSE.name}及著作權法等相關法令辦理。對本宣告有任何疑問，請聯絡${agency}：電子郵件 ${mailOf(facts)}。`,
    ),
  ].join('');
}

const TEXTS: Readonly<Record<PolicyPath, { description: string; content: (facts: PolicyFacts) => string }>> =
  {
    privacy: {
      description: '說明本網站蒐集、處理、利用及保護個人資料的方式，以及您可以行使的權利。',
      content: privacyText,
    },
    security: {
      description: '說明本網站維護資訊安全的措施、資安事件的應變方式，以及使用者應注意的事項。',
      content: securityText,
    },
    'open-data-declaration': {
      description: `本網站的資料依${OPEN_DATA_LICENSE.name}開放公眾免費利用，利用時請註明出處。`,
      content: openDataText,
    },
  };

/** One policy page's default text, as the page kind's object the editor edits. */
export function policyPageDraft(path: PolicyPath, facts: PolicyFacts): PageObject {
  const page = POLICY_PAGES.find((one) => one.path === path)!;
  const text = TEXTS[path];
  return {
    ...emptyPage(path, page.title),
    description: text.description,
    content: text.content(facts),
    dataProvider: facts.agency ?? '',
  };
}

/**
 * What the seed knows of its institution: 網站設定's 機關名稱, else the site's name; the e-mail of
 * 網站設定's contact details, else the footer's.
 */
export function policyFactsOf(seed: Pick<SiteSeed, 'metadata' | 'footer'>): PolicyFacts {
  const metadata = seed.metadata as SiteSeed['metadata'] & { contact?: Partial<SiteContact> };
  const name = metadata.agency?.trim() || metadata.title.trim();
  const footer: Partial<SiteFooter> = seed.footer;
  const email = metadata.contact?.email?.trim() || footer.email?.trim();
  return {
    ...(name ? { agency: name } : {}),
    ...(email ? { email } : {}),
  };
}

/**
 * The seed with the three policy pages as drafts (`SeedModule.draft`), each at its fixed path in
 * the home page's frame, as 新增單元 would make it, with its default text. A path the seed fills
 * already keeps its own module; a single page it has without text (a copied site's) is given the
 * default text as a draft. `facts`: what the texts say of the institution, the seed's own by default.
 */
export function withPolicyDrafts(seed: SiteSeed, facts: PolicyFacts = policyFactsOf(seed)): SiteSeed {
  const modules: Record<string, SeedModule> = { ...seed.modules };
  for (const { path, title } of POLICY_PAGES) {
    const own = modules[path];
    if (own && (own.kind !== 'single' || own.page)) continue;
    modules[path] = {
      info: own?.info ?? newModuleInfo({ path, kind: 'single', title }, seed.structure.templateKey),
      setting: own?.setting ?? { ...defaultMenuSetting('single'), showViews: false, showShare: false },
      kind: 'single',
      page: policyPageDraft(path, facts),
      draft: true,
    };
  }
  return { ...seed, modules };
}

/** The documents of the policy pages: each one's page and its module's settings. */
export const POLICY_DOCUMENT_IDS: readonly string[] = POLICY_PAGES.flatMap(({ path }) => [
  documentIdOf({ type: 'page', path }),
  documentIdOf({ type: 'settings', path }),
]);

/**
 * The policy pages still as the seed gave them (no one saved, published or deleted them, nor
 * changed their module), among `docs`: not content anyone made. Their paths, and the ids of their
 * documents there are (a module's settings become a document once its site first starts).
 */
export function untouchedPolicyDrafts(docs: readonly StoredDocument[]): {
  paths: string[];
  docIds: string[];
} {
  const byId = new Map(docs.map((doc) => [doc.docId, doc]));
  const bySeed = (doc: StoredDocument) =>
    doc.updatedBy === SEED_ACCOUNT && doc.revision === 1 && doc.deletedAt === null && doc.publishAt === null;
  const paths: string[] = [];
  const docIds: string[] = [];
  for (const { path } of POLICY_PAGES) {
    const page = byId.get(documentIdOf({ type: 'page', path }));
    const settings = byId.get(documentIdOf({ type: 'settings', path }));
    if (!page || !bySeed(page) || page.publishedRevision !== null) continue;
    if (settings && !bySeed(settings)) continue;
    paths.push(path);
    docIds.push(page.docId, ...(settings ? [settings.docId] : []));
  }
  return { paths, docIds };
}
