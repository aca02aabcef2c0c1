import {
  BACKUP_MAX_AGE_DAYS,
  CLASSIFICATION_FIELDS,
  type ChecklistLine,
  type ChecklistLink,
  type ChecklistState,
} from '../../shared/site-checklist';
import { documentIdOf } from '../../shared/document-id';

/**
 * 政府網站檢核's rules: each line decided from the facts the service gathered (stored data and the
 * server's own settings), with the clock's time for the backup's age. Pure: no store, no clock.
 */

export type PolicyPageState = 'published' | 'draft' | 'absent';

/** A module that lists items, and whether its pages show 更新日期 and 瀏覽人次. */
export interface ListingModule {
  path: string;
  title: string;
  showDate: boolean;
  showViews: boolean;
}

export interface ChecklistFacts {
  policyPages: ReadonlyArray<{ path: string; title: string; state: PolicyPageState }>;
  /** The footer's 無障礙標章 as visitors get it: shown when it has an image; its date, if written. */
  accessibilityMark: { shown: boolean; date: string | null };
  /** The contact details visitors read in the footer (網站設定's over the footer's own). */
  contact: { address: string; phone: string; email: string };
  /** The footer's 「最後更新」 date, when written. */
  footerUpdatedAt: string | null;
  listingModules: readonly ListingModule[];
  /** 網站導覽: its entries, and whether the footer's links or the menu lead to it. */
  sitemap: { entries: number; linkedFromFooter: boolean; linkedFromMenu: boolean };
  /** Published items and single pages, and how many of them carry a classification. */
  classification: { classified: number; published: number };
  /** 開放資料: the modules offered as datasets, and how many of them have a published item. */
  openData: { datasets: number; withItems: number };
  /** The origin the site's links are written with (the site's own, else PUBLIC_ORIGIN); null when none is set. */
  publicOrigin: string | null;
  /** Whether the site is the server's default one (its origin is PUBLIC_ORIGIN, not `sites hosts`). */
  defaultSite: boolean;
  /** configured: CAPTCHA_SECRET; off: CAPTCHA=off; unset: neither, and every answer passes. */
  captcha: 'configured' | 'off' | 'unset';
  /** REQUIRE_2FA. */
  twoFactor: 'admins' | 'all' | 'off';
  /** The last `npm run backup` that wrote this site's audit row (epoch ms); null: never. */
  lastBackupAt: number | null;
}

const DAY_MS = 86_400_000;
const DEPLOY = 'docs/deploy.md';

const line = (
  id: ChecklistLine['id'],
  title: string,
  state: ChecklistState,
  text: string,
  links: ChecklistLink[] = [],
): ChecklistLine => ({ id, title, state, text, links: state === 'ok' ? [] : links });

const listed = (names: readonly string[]): string => names.map((name) => `「${name}」`).join('、');

function policyPages(facts: ChecklistFacts): ChecklistLine {
  const title = '三項政策頁面';
  const absent = facts.policyPages.filter((page) => page.state === 'absent');
  const drafts = facts.policyPages.filter((page) => page.state === 'draft');
  if (absent.length === 0 && drafts.length === 0)
    return line('policy-pages', title, 'ok', `${listed(facts.policyPages.map((p) => p.title))}都已發布。`);
  const sentences = [
    ...(absent.length > 0 ? [`尚未建立${listed(absent.map((p) => p.title))}`] : []),
    ...(drafts.length > 0 ? [`${listed(drafts.map((p) => p.title))}尚未發布`] : []),
  ];
  const links: ChecklistLink[] = [
    ...drafts.map((page): ChecklistLink => ({
      fix: { kind: 'document', docId: documentIdOf({ type: 'page', path: page.path }) },
      label: `編輯「${page.title}」`,
    })),
    ...(absent.length > 0
      ? [
          {
            fix: { kind: 'staff', page: 'dashboard' },
            label: `到儀表板新增單元（單頁，網址 ${absent.map((p) => p.path).join('、')}）`,
          } satisfies ChecklistLink,
        ]
      : []),
  ];
  return line('policy-pages', title, 'missing', `${sentences.join('；')}。`, links);
}

const FOOTER_LINK: ChecklistLink = { fix: { kind: 'chrome', name: 'footer' }, label: '編輯頁尾' };

function accessibilityMark({ accessibilityMark: mark }: ChecklistFacts): ChecklistLine {
  const title = '無障礙標章與檢測日期';
  if (!mark.shown)
    return line('accessibility-mark', title, 'missing', '頁尾沒有顯示無障礙標章。', [FOOTER_LINK]);
  if (!mark.date)
    return line('accessibility-mark', title, 'warning', '頁尾顯示無障礙標章，但沒有寫明通過檢測的日期。', [
      FOOTER_LINK,
    ]);
  return line('accessibility-mark', title, 'ok', `頁尾顯示無障礙標章，通過檢測日期 ${mark.date}。`);
}

function contact({ contact: details }: ChecklistFacts): ChecklistLine {
  const title = '頁尾聯絡資訊';
  const missing = [
    ...(details.address ? [] : ['地址']),
    ...(details.phone ? [] : ['電話']),
    ...(details.email ? [] : ['電子郵件']),
  ];
  if (missing.length === 0) return line('contact', title, 'ok', '頁尾列出地址、電話與電子郵件。');
  return line('contact', title, 'missing', `頁尾沒有${missing.join('、')}。`, [
    { fix: { kind: 'staff', page: 'settings' }, label: '到網站設定填寫聯絡資訊' },
  ]);
}

function datesAndViews(facts: ChecklistFacts): ChecklistLine {
  const title = '更新日期與瀏覽人次';
  const noDate = facts.listingModules.filter((module) => !module.showDate);
  const noViews = facts.listingModules.filter((module) => !module.showViews);
  const sentences = [
    ...(facts.footerUpdatedAt ? [] : ['頁尾沒有寫「最後更新」日期']),
    ...(noDate.length > 0 ? [`${listed(noDate.map((m) => m.title))}的頁面不顯示更新日期`] : []),
    ...(noViews.length > 0 ? [`${listed(noViews.map((m) => m.title))}的頁面不顯示瀏覽人次`] : []),
  ];
  if (sentences.length === 0)
    return line(
      'dates-and-views',
      title,
      'ok',
      `頁尾寫明最後更新日期 ${facts.footerUpdatedAt ?? ''}並顯示瀏覽人次；${facts.listingModules.length} 個列表單元的頁面都顯示更新日期與瀏覽人次。`,
    );
  const hiding = [...new Map([...noDate, ...noViews].map((m) => [m.path, m])).values()];
  return line('dates-and-views', title, 'missing', `${sentences.join('；')}。`, [
    ...(facts.footerUpdatedAt ? [] : [FOOTER_LINK]),
    ...hiding.map((module): ChecklistLink => ({
      fix: { kind: 'document', docId: documentIdOf({ type: 'settings', path: module.path }) },
      label: `「${module.title}」的單元設定`,
    })),
  ]);
}

function sitemap({ sitemap: map }: ChecklistFacts): ChecklistLine {
  const title = '網站導覽';
  const page: ChecklistLink = { fix: { kind: 'public', page: 'sitemap' }, label: '查看網站導覽' };
  if (map.entries === 0)
    return line('sitemap', title, 'missing', '網站導覽沒有任何項目。', [
      { fix: { kind: 'chrome', name: 'menu' }, label: '編輯選單' },
      page,
    ]);
  if (!map.linkedFromFooter && !map.linkedFromMenu)
    return line(
      'sitemap',
      title,
      'missing',
      `網站導覽有 ${map.entries} 個項目，但頁尾連結與選單都沒有連到它。`,
      [FOOTER_LINK, page],
    );
  const from = [...(map.linkedFromFooter ? ['頁尾'] : []), ...(map.linkedFromMenu ? ['選單'] : [])].join(
    '與',
  );
  return line('sitemap', title, 'ok', `網站導覽有 ${map.entries} 個項目，可從${from}前往。`);
}

function classification({ classification: counted }: ChecklistFacts): ChecklistLine {
  const title = '分類檢索（主題、施政、服務）';
  const tally = `已分類 ${counted.classified}／${counted.published} 則`;
  if (counted.published === 0)
    return line('classification', title, 'missing', `${tally}：還沒有發布任何內容。`, [
      { fix: { kind: 'staff', page: 'content' }, label: '到內容' },
    ]);
  if (counted.classified === counted.published)
    return line('classification', title, 'ok', `${tally}：每則發布的內容都有分類。`);
  return line(
    'classification',
    title,
    'missing',
    `${tally}：${counted.published - counted.classified} 則發布的內容沒有主題、施政或服務分類（${CLASSIFICATION_FIELDS.join('、')}），所屬單元也沒有預設分類。`,
    [{ fix: { kind: 'staff', page: 'content' }, label: '到內容補上分類' }],
  );
}

function openData({ openData: offered }: ChecklistFacts): ChecklistLine {
  const title = '開放資料';
  const page: ChecklistLink = { fix: { kind: 'public', page: 'opendata' }, label: '查看開放資料' };
  if (offered.withItems > 0)
    return line(
      'open-data',
      title,
      'ok',
      `開放資料頁提供 ${offered.withItems} 個有資料的資料集（JSON、CSV、XML）。`,
    );
  if (offered.datasets > 0)
    return line(
      'open-data',
      title,
      'missing',
      `${offered.datasets} 個資料集都還沒有發布的項目，開放資料頁是空的。`,
      [{ fix: { kind: 'staff', page: 'content' }, label: '到內容發布項目' }, page],
    );
  return line('open-data', title, 'missing', '沒有可以提供開放資料的列表單元，開放資料頁是空的。', [
    { fix: { kind: 'staff', page: 'content' }, label: '新增列表單元' },
  ]);
}

function publicOrigin(facts: ChecklistFacts): ChecklistLine {
  const title = '網站對外網址（HTTPS）';
  const fix: ChecklistLink = facts.defaultSite
    ? {
        fix: {
          kind: 'server',
          setting: 'PUBLIC_ORIGIN',
          doc: DEPLOY,
          section: 'Security settings for production',
        },
        label: '設定 PUBLIC_ORIGIN',
      }
    : {
        fix: {
          kind: 'server',
          setting: 'npm run sites -- hosts',
          doc: DEPLOY,
          section: '5. Many sites on one server (平台)',
        },
        label: '以 sites hosts 設定網站網址',
      };
  if (facts.publicOrigin === null)
    return line(
      'public-origin',
      title,
      'missing',
      '尚未設定網站對外的網址：信件與頁面的完整連結取自請求的主機。',
      [fix],
    );
  if (!facts.publicOrigin.startsWith('https://'))
    return line('public-origin', title, 'missing', `網站對外網址 ${facts.publicOrigin} 不是 HTTPS。`, [fix]);
  return line('public-origin', title, 'ok', `網站對外網址是 ${facts.publicOrigin}。`);
}

function captcha(facts: ChecklistFacts): ChecklistLine {
  const title = '驗證碼';
  const fix: ChecklistLink = {
    fix: {
      kind: 'server',
      setting: 'CAPTCHA_SECRET',
      doc: DEPLOY,
      section: 'Security settings for production',
    },
    label: '設定 CAPTCHA_SECRET',
  };
  if (facts.captcha === 'configured')
    return line('captcha', title, 'ok', '登入與民意信箱都以驗證碼（reCAPTCHA）檢查。');
  if (facts.captcha === 'off')
    return line('captcha', title, 'missing', '驗證碼已由主機設定關閉（CAPTCHA=off）。', [fix]);
  return line('captcha', title, 'missing', '尚未設定驗證碼（CAPTCHA_SECRET）：任何驗證碼答案都會通過。', [
    fix,
  ]);
}

function twoFactor(facts: ChecklistFacts): ChecklistLine {
  const title = '管理者兩步驟登入';
  if (facts.twoFactor === 'off')
    return line('two-factor', title, 'missing', '兩步驟驗證已關閉（REQUIRE_2FA=off），管理者只以密碼登入。', [
      {
        fix: {
          kind: 'server',
          setting: 'REQUIRE_2FA',
          doc: DEPLOY,
          section: 'Accounts and sign-in security',
        },
        label: '設定 REQUIRE_2FA=admins',
      },
    ]);
  return line(
    'two-factor',
    title,
    'ok',
    facts.twoFactor === 'all' ? '所有帳號都必須以兩步驟驗證登入。' : '管理者都必須以兩步驟驗證登入。',
  );
}

/** 「3 天前」, 「不到 1 天前」: how long ago, in whole days. */
export function daysAgoText(at: number, now: number): string {
  const days = Math.floor(Math.max(0, now - at) / DAY_MS);
  return days === 0 ? '不到 1 天前' : `${days} 天前`;
}

function backup(facts: ChecklistFacts, now: number): ChecklistLine {
  const title = '定期備份';
  const fix: ChecklistLink = {
    fix: { kind: 'server', setting: 'npm run backup', doc: DEPLOY, section: 'Backups' },
    label: '排定 npm run backup',
  };
  if (facts.lastBackupAt === null) return line('backup', title, 'missing', '從未備份。', [fix]);
  const ago = `上次備份：${daysAgoText(facts.lastBackupAt, now)}`;
  if (now - facts.lastBackupAt > BACKUP_MAX_AGE_DAYS * DAY_MS)
    return line('backup', title, 'warning', `${ago}，已超過 ${BACKUP_MAX_AGE_DAYS} 天。`, [fix]);
  return line('backup', title, 'ok', `${ago}。`);
}

/** Every line of 政府網站檢核, in CHECKLIST_IDS' order. */
export function evaluateChecklist(facts: ChecklistFacts, now: number): ChecklistLine[] {
  return [
    policyPages(facts),
    accessibilityMark(facts),
    contact(facts),
    datesAndViews(facts),
    sitemap(facts),
    classification(facts),
    openData(facts),
    publicOrigin(facts),
    captcha(facts),
    twoFactor(facts),
    backup(facts, now),
  ];
}
