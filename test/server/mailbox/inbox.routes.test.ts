import type { LetterDetail, LetterPage, Colleague } from '../../../src/shared/mailbox-inbox.types';
import { MAILBOX_PATHS } from '../../../src/shared/mailbox-inbox.types';
import { MemoryMailer } from '../../../src/server/mail/memory.mailer';
import { FORMULA_START, readCsv } from '../support/csv-reader';
import { expectErrorBody, getJson, postJson, rawRequest } from '../support/http-client';
import type { TestServer } from '../support/test-server';
import { aLetter, auditOf, eventually, readDb, sendLetter, startInboxServer } from './inbox.support';
import { tokenOf } from '../support/sign-in';

const HOUR = 3600;
const DAY = 24 * HOUR;

describe('the mailbox inbox', () => {
  let server: TestServer;
  let mailer: MemoryMailer;
  const tokens: Record<string, string> = {};
  const as = async (account: string) => {
    tokens[account] ??= await tokenOf(server, account);
    return { access_token: tokens[account]! };
  };
  const url = (path: string) => `${server.baseUrl}${path}`;
  const list = async (account: string, query = '') =>
    getJson<LetterPage>(url(`${MAILBOX_PATHS.letters}${query}`), await as(account));
  const serials = async (account: string, query = '') => {
    const answer = await list(account, query);
    expect(answer.status).toBe(200);
    return answer.body.rows.map((row) => row.serialNo);
  };
  const post = async <T = LetterDetail>(account: string, path: string, body: unknown) =>
    postJson<T>(url(path), body, await as(account));

  beforeEach(async () => {
    mailer = new MemoryMailer();
    // A quick tick, as the outbox's retries and the purge run on it.
    server = await startInboxServer(mailer, { schedulerIntervalMs: 25 });
    for (const key of Object.keys(tokens)) delete tokens[key];
  });
  afterEach(() => server.close());

  describe('a new letter', () => {
    it('is acknowledged to the citizen with its serial number and noticed to the staff without personal data', async () => {
      const serialNo = await sendLetter(server);
      expect(serialNo).toBe('M20261122-0001');
      await eventually(() => expect(mailer.sent).toHaveLength(2));

      const [ack] = mailer.sentFor('mailbox.ack');
      expect(ack).toMatchObject({
        to: ['ming@example.tw'],
        subject: '已收到您的來信（案號 M20261122-0001）',
      });
      expect(ack!.text).toContain('案號為 M20261122-0001');
      expect(ack!.text).toContain('2026-11-29 前');
      expect(ack!.html).toContain('M20261122-0001');

      const [notice] = mailer.sentFor('mailbox.notice');
      // w on the mailbox's path: editor (everywhere) and clerk; not reader (r only), not mayorclerk.
      expect(notice!.to).toEqual(['clerk@museum.test', 'editor@museum.test']);
      expect(notice!.subject).toBe('民意信箱有新信件（案號 M20261122-0001）');
      expect(notice!.text).toContain(`${server.baseUrl}/home/zh-tw/editor/mailbox?letter=M20261122-0001`);
      for (const personal of ['王小明', 'ming@example.tw', '0912-345-678', '開放時間', '請問週一'])
        expect(`${notice!.subject}${notice!.text}${notice!.html}`).not.toContain(personal);
    });

    it('tells the staff of the mailbox it was written to, and no one else', async () => {
      await sendLetter(server, aLetter(), 'mayor');
      await eventually(() => expect(mailer.sentFor('mailbox.notice')).toHaveLength(1));
      expect(mailer.sentFor('mailbox.notice')[0]!.to).toEqual([
        'editor@museum.test',
        'mayor-clerk@museum.test',
      ]);
    });

    it('queues its mails once when the same letter is resent with its Idempotency-Key', async () => {
      const key = { 'idempotency-key': 'resend-1' };
      await postJson(url('/api/cms/mailbox'), aLetter(), key);
      await postJson(url('/api/cms/mailbox'), aLetter(), key);
      await eventually(() => expect(mailer.sent).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mailer.sentFor('mailbox.ack')).toHaveLength(1);
    });

    it('is due by the end of the seventh calendar day in Taipei, and overdue after it', async () => {
      const serialNo = await sendLetter(server);
      const row = (await list('editor')).body.rows[0]!;
      expect(row).toMatchObject({
        serialNo,
        status: 'new',
        assignee: null,
        replyBy: '2026-11-29',
        overdue: false,
      });
      // 2026-11-22 10:00 → 2026-11-29 23:59 in Taipei: still its reply-by day.
      server.clock.advanceSeconds(7 * DAY + 13 * HOUR + 59 * 60);
      delete tokens.editor; // a week later, the morning's session has ended
      expect((await list('editor')).body.rows[0]!.overdue).toBe(false);
      expect(await serials('editor', '?overdue=true')).toEqual([]);
      server.clock.advanceSeconds(60);
      expect((await list('editor')).body.rows[0]!.overdue).toBe(true);
      expect(await serials('editor', '?overdue=true')).toEqual([serialNo]);
    });
  });

  describe('rights per mailbox path', () => {
    it('lists to each account only the letters of the mailboxes it may read', async () => {
      const box = await sendLetter(server);
      const mayor = await sendLetter(server, aLetter(), 'mayor');
      expect(await serials('editor')).toEqual([mayor, box]);
      expect(await serials('clerk')).toEqual([box]);
      expect(await serials('reader')).toEqual([box]);
      expect(await serials('mayorclerk')).toEqual([mayor]);
      expect((await list('clerk')).body.total).toBe(1);
      expect(expectErrorBody(await list('guest'), 403).error_description).toMatch(/民意信箱/);
      expectErrorBody(await getJson(url(MAILBOX_PATHS.letters)), 612);
    });

    it('lets r read a letter and refuses it every write; refuses another mailbox letter; 404 for none', async () => {
      const box = await sendLetter(server);
      expect((await getJson<LetterDetail>(url(MAILBOX_PATHS.letter(box)), await as('reader'))).status).toBe(
        200,
      );
      for (const [path, body] of [
        [MAILBOX_PATHS.assign(box), { assignee: 'clerk' }],
        [MAILBOX_PATHS.notes(box), { body: '備註' }],
        [MAILBOX_PATHS.reply(box), { body: '回覆' }],
        [MAILBOX_PATHS.status(box), { event: 'close' }],
      ] as const)
        expect(expectErrorBody(await post('reader', path, body), 403).error_description).toMatch(/處理/);
      expectErrorBody(await getJson(url(MAILBOX_PATHS.letter(box)), await as('mayorclerk')), 403);
      expectErrorBody(await getJson(url(MAILBOX_PATHS.letter('M20200101-0001')), await as('editor')), 404);
      expect(readDb(server, 'SELECT status FROM mailbox_messages')).toEqual([{ status: 'new' }]);
    });

    it('offers as colleagues the accounts with w on the mailboxes the caller reads', async () => {
      const names = async (account: string) =>
        (await getJson<Colleague[]>(url(MAILBOX_PATHS.staff), await as(account))).body;
      expect(await names('reader')).toEqual([
        { account: 'clerk', displayName: '王書記' },
        { account: 'editor', displayName: '林編輯' },
      ]);
      expect((await names('editor')).map((colleague) => colleague.account)).toEqual([
        'clerk',
        'editor',
        'mayorclerk',
      ]);
      expectErrorBody(await getJson(url(MAILBOX_PATHS.staff), await as('guest')), 403);
    });
  });

  describe('the filters', () => {
    it('filters by status, words, Taipei days, assignee and page, newest first', async () => {
      const first = await sendLetter(
        server,
        aLetter({ name: '林大同', subject: '停車場', content: '停車位不足' }),
      );
      server.clock.advanceSeconds(DAY);
      const second = await sendLetter(
        server,
        aLetter({ email: 'hua@example.tw', content: '導覽預約 100% 額滿' }),
      );
      server.clock.advanceSeconds(DAY);
      const third = await sendLetter(server, aLetter({ subject: '志工招募' }));
      await post('editor', MAILBOX_PATHS.assign(second), { assignee: 'clerk' });

      expect(await serials('editor')).toEqual([third, second, first]);
      expect(await serials('editor', '?status=new')).toEqual([third, first]);
      expect(await serials('editor', '?status=in-progress')).toEqual([second]);
      expect(await serials('editor', `?q=${encodeURIComponent('停車')}`)).toEqual([first]);
      expect(await serials('editor', `?q=${encodeURIComponent('林大同')}`)).toEqual([first]);
      expect(await serials('editor', '?q=HUA%40example')).toEqual([second]);
      expect(await serials('editor', `?q=${encodeURIComponent('100%')}`)).toEqual([second]);
      expect(await serials('editor', `?q=${second}`)).toEqual([second]);
      expect(await serials('editor', `?q=${encodeURIComponent('志工 招募')}`)).toEqual([third]);
      expect(await serials('editor', `?q=${encodeURIComponent('志工 停車')}`)).toEqual([]);
      expect(await serials('editor', '?from=2026-11-23')).toEqual([third, second]);
      expect(await serials('editor', '?to=2026-11-23')).toEqual([second, first]);
      expect(await serials('editor', '?from=2026-11-23&to=2026-11-23')).toEqual([second]);
      expect(await serials('editor', '?assignee=clerk')).toEqual([second]);
      expect(await serials('editor', '?assignee=none')).toEqual([third, first]);
      expect(await serials('editor', '?limit=1&offset=1')).toEqual([second]);
      expect((await list('editor', '?limit=1')).body.total).toBe(3);
      // The spec's query parameter still searches.
      expect(
        await serials('editor', `?query=${encodeURIComponent(JSON.stringify({ search: '志工' }))}`),
      ).toEqual([third]);
    });

    it('answers 400 with a zh-TW message for a bad status, day or page', async () => {
      await sendLetter(server);
      expect(expectErrorBody(await list('editor', '?status=lost'), 400).fields).toEqual({
        status: expect.stringContaining('new'),
      });
      expect(expectErrorBody(await list('editor', '?from=2026-02-30'), 400).fields).toEqual({
        from: '開始日期必須是 YYYY-MM-DD 的日期，例如 2026-11-22',
      });
      expectErrorBody(await list('editor', '?to=yesterday'), 400);
      expect(expectErrorBody(await list('editor', '?from=2026-11-25&to=2026-11-22'), 400).fields).toEqual({
        to: '結束日期不可早於開始日期',
      });
      expectErrorBody(await list('editor', '?limit=0'), 400);
      expectErrorBody(await list('editor', '?overdue=maybe'), 400);
      expectErrorBody(await list('editor', '?query=%7Bnot-json'), 400);
    });
  });

  describe('working a letter', () => {
    it('audits each reading of a letter', async () => {
      const serialNo = await sendLetter(server);
      const answer = await getJson<LetterDetail>(url(MAILBOX_PATHS.letter(serialNo)), await as('reader'));
      expect(answer.body).toMatchObject({
        serialNo,
        name: '王小明',
        email: 'ming@example.tw',
        content: '請問週一是否開館？',
        notes: [],
        replies: [],
      });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(auditOf(server, 'mailbox.read')).toEqual([
        { account: 'reader', action: 'mailbox.read', detail: JSON.stringify({ serialNo }) },
      ]);
    });

    it('assigns to a colleague with w on the mailbox, mails them a link, and takes the letter up', async () => {
      const serialNo = await sendLetter(server);
      await eventually(() => expect(mailer.sent).toHaveLength(2));
      const answer = await post('editor', MAILBOX_PATHS.assign(serialNo), { assignee: 'clerk' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        status: 'in-progress',
        assignee: { account: 'clerk', displayName: '王書記' },
      });
      await eventually(() => expect(mailer.sentFor('mailbox.assign')).toHaveLength(1));
      const mail = mailer.sentFor('mailbox.assign')[0]!;
      expect(mail.to).toEqual(['clerk@museum.test']);
      expect(mail.subject).toContain(serialNo);
      expect(mail.text).toContain('主旨：開放時間詢問');
      expect(mail.text).toContain('林編輯');
      expect(mail.text).toContain(`${server.baseUrl}/home/zh-tw/editor/mailbox?letter=${serialNo}`);

      const refused = expectErrorBody(
        await post('editor', MAILBOX_PATHS.assign(serialNo), { assignee: 'reader' }),
        400,
      );
      expect(refused.fields).toEqual({ assignee: '請選擇有這個信箱處理權限的同事' });
      expectErrorBody(await post('editor', MAILBOX_PATHS.assign(serialNo), { assignee: 42 }), 400);
      // Taking a letter oneself sends oneself no mail; null gives it back to nobody.
      await post('clerk', MAILBOX_PATHS.assign(serialNo), { assignee: 'clerk' });
      expect(
        (await post('clerk', MAILBOX_PATHS.assign(serialNo), { assignee: null })).body.assignee,
      ).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mailer.sentFor('mailbox.assign')).toHaveLength(1);
      expect(
        auditOf(server, 'mailbox.assign').map((entry) => [entry.account, JSON.parse(entry.detail!)]),
      ).toEqual([
        ['editor', { serialNo, status: { from: 'new', to: 'in-progress' }, from: null, to: 'clerk' }],
        [
          'clerk',
          { serialNo, status: { from: 'in-progress', to: 'in-progress' }, from: 'clerk', to: 'clerk' },
        ],
        ['clerk', { serialNo, status: { from: 'in-progress', to: 'in-progress' }, from: 'clerk', to: null }],
      ]);
    });

    it('keeps internal notes with the letter and mails them to nobody', async () => {
      const serialNo = await sendLetter(server);
      await eventually(() => expect(mailer.sent).toHaveLength(2));
      const answer = await post('clerk', MAILBOX_PATHS.notes(serialNo), {
        body: '  已轉請總務科確認\r\n週一開館  ',
      });
      expect(answer.body.status).toBe('in-progress');
      expect(answer.body.notes).toEqual([
        {
          id: expect.any(Number),
          author: { account: 'clerk', displayName: '王書記' },
          body: '已轉請總務科確認\n週一開館',
          at: '2026-11-22T02:00:00.000Z',
        },
      ]);
      expect(
        expectErrorBody(await post('clerk', MAILBOX_PATHS.notes(serialNo), { body: '   ' }), 400).fields,
      ).toEqual({
        body: '請填寫備註內容',
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mailer.sent).toHaveLength(2);
      expect(auditOf(server, 'mailbox.note')).toHaveLength(1);
    });

    it('stores a reply, mails it to the citizen, marks the letter 已回覆 and reports its delivery', async () => {
      const serialNo = await sendLetter(server);
      await eventually(() => expect(mailer.sent).toHaveLength(2));
      mailer.failNext(1);
      const answer = await post('clerk', MAILBOX_PATHS.reply(serialNo), {
        body: '週一休館，週二至週日開放。',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe('replied');
      expect(answer.body.replies).toEqual([
        {
          id: expect.any(Number),
          author: { account: 'clerk', displayName: '王書記' },
          body: '週一休館，週二至週日開放。',
          at: '2026-11-22T02:00:00.000Z',
          delivery: 'queued',
        },
      ]);
      // The first attempt failed: the reply waits in the outbox for its retry a minute later.
      await eventually(() =>
        expect(readDb(server, 'SELECT attempts FROM mail_outbox WHERE purpose = ?', 'mailbox.reply')).toEqual(
          [{ attempts: 1 }],
        ),
      );
      const detail = async () =>
        (await getJson<LetterDetail>(url(MAILBOX_PATHS.letter(serialNo)), await as('clerk'))).body;
      expect((await detail()).replies[0]!.delivery).toBe('queued');
      server.clock.advanceSeconds(60);
      // The scheduler's tick delivers it once it is due.
      await eventually(() => expect(mailer.sentFor('mailbox.reply')).toHaveLength(1));
      const mail = mailer.sentFor('mailbox.reply')[0]!;
      expect(mail.to).toEqual(['ming@example.tw']);
      expect(mail.subject).toBe(`回覆：開放時間詢問（案號 ${serialNo}）`);
      // The system adds no greeting of its own: the reply form starts with one staff may change.
      expect(mail.text).not.toContain('王小明 您好：');
      expect(mail.text).toContain('週一休館，週二至週日開放。');
      expect((await detail()).replies[0]!.delivery).toBe('sent');
      expect(auditOf(server, 'mailbox.reply').map((entry) => entry.account)).toEqual(['clerk']);
    });

    it('closes and reopens, and refuses what the status rules refuse with 409 and their reason', async () => {
      const serialNo = await sendLetter(server);
      expect((await post('clerk', MAILBOX_PATHS.status(serialNo), { event: 'close' })).body.status).toBe(
        'closed',
      );
      const refusals: Array<[string, unknown, string]> = [
        [MAILBOX_PATHS.status(serialNo), { event: 'close' }, '這封信件已經結案。'],
        [MAILBOX_PATHS.notes(serialNo), { body: '備註' }, '這封信件已結案，請先重新開啟。'],
        [MAILBOX_PATHS.assign(serialNo), { assignee: 'clerk' }, '這封信件已結案，請先重新開啟。'],
        [MAILBOX_PATHS.reply(serialNo), { body: '回覆' }, '這封信件已結案，請先重新開啟再回覆。'],
      ];
      for (const [path, body, reason] of refusals)
        expect(expectErrorBody(await post('clerk', path, body), 409).error_description).toBe(reason);
      expect((await post('clerk', MAILBOX_PATHS.status(serialNo), { event: 'reopen' })).body.status).toBe(
        'in-progress',
      );
      expect(
        expectErrorBody(await post('clerk', MAILBOX_PATHS.status(serialNo), { event: 'reopen' }), 409)
          .error_description,
      ).toBe('只有已結案的信件可以重新開啟。');
      expectErrorBody(await post('clerk', MAILBOX_PATHS.status(serialNo), { event: 'delete' }), 400);
      expect(auditOf(server, 'mailbox.').map((entry) => entry.action)).toEqual([
        'mailbox.close',
        'mailbox.reopen',
      ]);
      expect(readDb(server, 'SELECT COUNT(*) AS n FROM mailbox_notes')).toEqual([{ n: 0 }]);
    });
  });

  describe('the CSV export', () => {
    it('is UTF-8 with a BOM, zh-TW headers, the same filters, formulas defused, and audited', async () => {
      const first = await sendLetter(server, aLetter({ subject: '=HYPERLINK("http://evil.example")' }));
      await sendLetter(server, aLetter({ name: '林大同', subject: '停車場' }), 'mayor');
      await post('editor', MAILBOX_PATHS.assign(first), { assignee: 'clerk' });
      await post('editor', MAILBOX_PATHS.notes(first), { body: '請查開館時間' });
      await post('editor', MAILBOX_PATHS.notes(first), { body: '已查' });
      await post('editor', MAILBOX_PATHS.reply(first), { body: '王小明 您好：\n週一休館。' });
      const answer = await rawRequest(url(`${MAILBOX_PATHS.export}?status=replied`), await as('editor'));
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toBe('attachment; filename="mailbox-20261122.csv"');
      expect([...answer.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = answer.text.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        '案號,信箱,收件時間,狀態,承辦人,回覆期限,逾期,姓名,電子郵件,電話,主旨,內容,回覆內容,回覆時間,內部備註數',
      );
      expect(lines).toHaveLength(2);
      // The reply's own line break stays inside its quoted cell.
      expect(lines[1]).toBe(
        `${first},mailbox,2026-11-22 10:00:00,已回覆,王書記,2026-11-29,否,王小明,ming@example.tw,0912-345-678,"'=HYPERLINK(""http://evil.example"")",請問週一是否開館？,"王小明 您好：\n週一休館。",2026-11-22 10:00:00,2`,
      );
      const all = await rawRequest(url(MAILBOX_PATHS.export), await as('reader'));
      expect(all.text).not.toContain('林大同');
      expect(
        auditOf(server, 'mailbox.export').map((entry) => [entry.account, JSON.parse(entry.detail!).count]),
      ).toEqual([
        ['editor', 1],
        ['reader', 1],
      ]);
      expect((await rawRequest(url(MAILBOX_PATHS.export), await as('guest'))).status).toBe(403);
    });

    it('keeps a letter of several lines one inert cell, read back by a CSV parser', async () => {
      const content = '@SUM(1)\n=1+1';
      const serialNo = await sendLetter(server, aLetter({ subject: '－1+1', content }));
      await post('editor', MAILBOX_PATHS.reply(serialNo), { body: '+886 回覆\n=2+2' });
      const answer = await rawRequest(url(MAILBOX_PATHS.export), await as('editor'));
      const rows = readCsv(answer.text);
      expect(rows).toHaveLength(2);
      expect(rows[1]![0]).toBe(serialNo);
      expect(rows[1]).toHaveLength(rows[0]!.length);
      expect(rows[1]![rows[0]!.indexOf('主旨')]).toBe("'－1+1");
      expect(rows[1]![rows[0]!.indexOf('內容')]).toBe(`'${content}`);
      expect(rows[1]![rows[0]!.indexOf('回覆內容')]).toBe("'+886 回覆\n=2+2");
      for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);
    });
  });
});

describe('the mailbox retention', () => {
  it('purges letters past MAILBOX_RETENTION_DAYS with their notes and replies on the tick, audited by count', async () => {
    const mailer = new MemoryMailer();
    const server = await startInboxServer(mailer, { schedulerIntervalMs: 25 });
    try {
      const token = { access_token: await tokenOf(server, 'editor') };
      const old = await sendLetter(server);
      await postJson(`${server.baseUrl}${MAILBOX_PATHS.notes(old)}`, { body: '備註' }, token);
      await postJson(`${server.baseUrl}${MAILBOX_PATHS.reply(old)}`, { body: '回覆' }, token);
      await eventually(() => expect(mailer.sent).toHaveLength(3));
      server.clock.advanceSeconds(200 * DAY);
      const recent = await sendLetter(server);
      server.clock.advanceSeconds(165 * DAY + 1);

      await eventually(() =>
        expect(readDb(server, 'SELECT serial_no FROM mailbox_messages')).toEqual([{ serial_no: recent }]),
      );
      expect(readDb(server, 'SELECT COUNT(*) AS n FROM mailbox_notes')).toEqual([{ n: 0 }]);
      expect(readDb(server, 'SELECT COUNT(*) AS n FROM mailbox_replies')).toEqual([{ n: 0 }]);
      const purges = auditOf(server, 'mailbox.purge');
      expect(purges).toHaveLength(1);
      expect(purges[0]!.account).toBe('system');
      expect(JSON.parse(purges[0]!.detail!)).toMatchObject({ letters: 1, mails: 3, retentionDays: 365 });
      expect(purges[0]!.detail).not.toContain('王小明');
    } finally {
      await server.close();
    }
  });
});
