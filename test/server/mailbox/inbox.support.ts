import Database from 'better-sqlite3';
import type { MailboxReceipt, MailboxSubmission } from '../../../src/shared/api-types';
import type { SiteSeed } from '../../../src/server/seed/site-seed';
import { DEFAULT_MAIL_OPTIONS, type ServerOptions } from '../../../src/server/server-options';
import type { Mailer } from '../../../src/server/ports/mailer.port';
import { aSmallSite } from '../support/demo-site.builder';
import { postJson } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

const NONE = { r: false, w: false, d: false, p: false };
const READ = { ...NONE, r: true };
const ANSWER = { ...NONE, r: true, w: true };

/**
 * The small site with a second mailbox (`mayor`) and mailbox staff per path: `clerk` answers the
 * `mailbox` letters, `reader` only reads them, `mayorclerk` answers `mayor`'s, `guest` has nothing.
 */
export function anInboxSite(): SiteSeed {
  const site = aSmallSite();
  return {
    ...site,
    modules: {
      ...site.modules,
      mayor: {
        info: { moduleKey: 'cms-mailbox', templateKey: 'template-014', title: '首長信箱' },
        setting: site.modules.mailbox!.setting,
        kind: 'mailbox',
      },
    },
    accounts: [
      {
        account: 'editor',
        password: 'Editor#2026',
        displayName: '林編輯',
        email: 'editor@museum.test',
        rights: { r: true, w: true, d: true, p: true },
      },
      {
        account: 'clerk',
        password: 'Clerk#2026',
        displayName: '王書記',
        email: 'clerk@museum.test',
        rights: NONE,
        pathRights: { mailbox: ANSWER },
      },
      {
        account: 'reader',
        password: 'Reader#2026',
        displayName: '陳閱覽',
        email: 'reader@museum.test',
        rights: NONE,
        pathRights: { mailbox: READ },
      },
      {
        account: 'mayorclerk',
        password: 'Mayor#2026',
        displayName: '李秘書',
        email: 'mayor-clerk@museum.test',
        rights: NONE,
        pathRights: { mayor: ANSWER },
      },
      { account: 'guest', password: 'Guest#2026', displayName: '訪客', rights: NONE },
    ],
  };
}

export const aLetter = (more: Partial<MailboxSubmission> = {}): MailboxSubmission => ({
  name: '王小明',
  email: 'ming@example.tw',
  phone: '0912-345-678',
  subject: '開放時間詢問',
  content: '請問週一是否開館？',
  'g-recaptcha-response': '',
  ...more,
});

export async function startInboxServer(
  mailer: Mailer,
  more: Partial<ServerOptions> = {},
): Promise<TestServer> {
  return startTestServer({
    seed: { site: anInboxSite, images: () => [] },
    mail: { ...DEFAULT_MAIL_OPTIONS, mailer },
    ...more,
  });
}

export async function sendLetter(
  server: TestServer,
  letter: MailboxSubmission = aLetter(),
  path = 'mailbox',
): Promise<string> {
  const answer = await postJson<MailboxReceipt>(`${server.baseUrl}/api/cms/${path}`, letter);
  if (answer.status !== 200) throw new Error(`letter refused: ${JSON.stringify(answer.body)}`);
  return answer.body.serialNo;
}

/** Reads the test server's database apart from it, as an auditor would. */
export function readDb<T>(server: TestServer, sql: string, ...params: unknown[]): T[] {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const auditOf = (server: TestServer, prefix = 'mail') =>
  readDb<{ account: string; action: string; detail: string | null }>(
    server,
    'SELECT account, action, detail FROM audit_log WHERE action LIKE ? ORDER BY id',
    `${prefix}%`,
  );

/** Waits until `check` stops throwing (mail is delivered after the answer, by the outbox). */
export async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
