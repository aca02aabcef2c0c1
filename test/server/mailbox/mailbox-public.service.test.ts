import { ADMIN_ONLY_TEXT } from '../../../src/server/authoring/authoring-rules';
import { MailboxPublic } from '../../../src/server/mailbox/mailbox-public.service';
import { Refusal } from '../../../src/server/platform/refusals';
import { DEFAULT_MAIL_OPTIONS } from '../../../src/server/server-options';
import { openSqliteStorage, type SqliteStorage } from '../../../src/server/storage/sqlite/sqlite-storage';
import { ManualClock } from '../support/manual.clock';

/** What a refused call threw, as kind and words. */
async function refusalOf(call: Promise<unknown>): Promise<{ kind: string; description: string }> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { kind: error.kind, description: error.description };
}

const FORBIDDEN = { kind: 'forbidden', description: ADMIN_ONLY_TEXT };

describe('the mailbox notices decide who may edit them', () => {
  let storage: SqliteStorage;
  let cases: MailboxPublic;
  const chief = { account: 'chief' };
  const clerk = { account: 'clerk' };
  const noticeRows = () =>
    storage.sqliteDb.prepare("SELECT account FROM audit_log WHERE action = 'mailbox.notice'").all();

  beforeEach(() => {
    storage = openSqliteStorage(':memory:');
    const db = storage.sqliteDb;
    db.prepare(
      "INSERT INTO modules (site, path, kind, info_json, setting_json) VALUES ('default', 'mailbox', 'mailbox', ?, '{}')",
    ).run(JSON.stringify({ title: '民意信箱' }));
    const person = db.prepare(
      "INSERT INTO users (account, password_hash, display_name, rights_json) VALUES (?, 'x', ?, '{}')",
    );
    const member = db.prepare("INSERT INTO site_members (site, account, is_admin) VALUES ('default', ?, ?)");
    const user = (account: string, name: string, admin: number) => {
      person.run(account, name);
      member.run(account, admin);
    };
    user('chief', '館長', 1);
    // Every content right on the mailbox, and still no administrator.
    user('clerk', '王書記', 0);
    db.prepare(
      "INSERT INTO user_rights (site, account, path, r, w, d) VALUES ('default', ?, ?, 1, 1, 1)",
    ).run('clerk', 'mailbox');
    cases = new MailboxPublic({
      storage,
      clock: new ManualClock(),
      retentionDays: DEFAULT_MAIL_OPTIONS.retentionDays,
    });
  });
  afterEach(() => storage.close());

  it('lets an administrator read and rewrite a notice, audited under the account', async () => {
    const written = await cases.writeNotice(chief, 'mailbox', { text: '本信箱的告知。' });
    expect(written).toMatchObject({
      path: 'mailbox',
      title: '民意信箱',
      text: '本信箱的告知。',
      custom: true,
    });
    expect(await cases.noticeSetting(chief, 'mailbox')).toEqual(written);
    expect((await cases.noticeSettings(chief)).map((setting) => setting.path)).toEqual(['mailbox']);
    expect(noticeRows()).toEqual([{ account: 'chief' }]);
  });

  it('refuses anyone else, whatever their rights on the mailbox, before reading what they sent', async () => {
    await expect(refusalOf(cases.noticeSettings(clerk))).resolves.toEqual(FORBIDDEN);
    await expect(refusalOf(cases.noticeSetting(clerk, 'mailbox'))).resolves.toEqual(FORBIDDEN);
    await expect(refusalOf(cases.writeNotice(clerk, 'mailbox', { text: '改寫' }))).resolves.toEqual(
      FORBIDDEN,
    );
    // A text that would be refused as invalid, or a path that is no mailbox, still meets the right first.
    await expect(refusalOf(cases.writeNotice(clerk, 'mailbox', { text: '  ' }))).resolves.toEqual(FORBIDDEN);
    await expect(refusalOf(cases.writeNotice(clerk, 'news', { text: '改寫' }))).resolves.toEqual(FORBIDDEN);
    await expect(
      refusalOf(cases.writeNotice({ account: 'nobody' }, 'mailbox', { text: '改寫' })),
    ).resolves.toEqual(FORBIDDEN);
    expect(await storage.stores.letters.notice('mailbox')).toBeUndefined();
    expect(noticeRows()).toEqual([]);
  });

  it('asks the database at the time of the write, not what the caller was when signed in', async () => {
    storage.sqliteDb.prepare("UPDATE site_members SET is_admin = 0 WHERE account = 'chief'").run();
    await expect(refusalOf(cases.writeNotice(chief, 'mailbox', { text: '改寫' }))).resolves.toEqual(
      FORBIDDEN,
    );
    expect(noticeRows()).toEqual([]);
  });
});
