import fs from 'node:fs';
import path from 'node:path';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  auditActionText,
  auditCsvName,
  auditDetailText,
  auditTimeText,
  auditFiltersProblem,
  auditPageCount,
  auditQuery,
  NO_AUDIT_FILTERS,
} from '../../../src/domain/accounts/audit-policy';
import { auditIpOf } from '../../../src/shared/audit-words';

describe('the audit log’s policy', () => {
  it('words known actions and shows an unknown one as stored', () => {
    expect(auditActionText('login.failure')).toBe('登入失敗');
    expect(auditActionText('account.reset-password')).toBe('重設密碼');
    expect(auditActionText('lock.takeover')).toBe('接手編輯');
    expect(auditActionText('something.new')).toBe('something.new');
  });

  it('words every action the server writes into the audit log', () => {
    const server = path.resolve(__dirname, '../../../src/server');
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory()
          ? sources(full)
          : full.endsWith('.ts')
            ? [fs.readFileSync(full, 'utf8')]
            : [];
      });
    const written = new Set<string>();
    for (const text of sources(server)) {
      for (const match of text.matchAll(
        /(?:record\(\s*|action: |this\.entry\([^,]+, |this\.record\(tx, [^,]+, |[A-Z_]+_AUDIT_ACTION = )'([a-z][a-z.-]+)'/g,
      ))
        written.add(match[1]!);
      // The letter's events are written as `mailbox.${event}`.
      if (text.includes('`mailbox.${event}`'))
        for (const event of ['assign', 'note', 'reply', 'close', 'reopen']) written.add(`mailbox.${event}`);
    }
    expect(written.size).toBeGreaterThan(20);
    // An action named once as a constant (`npm run backup`'s) counts as written.
    expect(written.has('site.backup')).toBe(true);
    const known = new Set(AUDIT_ACTIONS.map((a) => a.action));
    expect([...written].filter((action) => !known.has(action)).sort()).toEqual([]);
  });

  it('lists each action once', () => {
    const names = AUDIT_ACTIONS.map((a) => a.action);
    expect(new Set(names).size).toBe(names.length);
  });

  it('sends only the filters that say something, trimmed, with the page’s limit and offset', () => {
    expect(auditQuery(NO_AUDIT_FILTERS)).toEqual({});
    expect(
      auditQuery(
        {
          account: ' lin ',
          action: 'logout',
          docId: ' item:news:n-1 ',
          from: '2026-11-01',
          to: '2026-11-30',
        },
        2,
      ),
    ).toEqual({
      account: 'lin',
      action: 'logout',
      docId: 'item:news:n-1',
      from: '2026-11-01',
      to: '2026-11-30',
      limit: AUDIT_PAGE_SIZE,
      offset: 100,
    });
  });

  it('refuses a range that ends before it starts, or a date that is not one', () => {
    expect(auditFiltersProblem({ ...NO_AUDIT_FILTERS, from: '2026-11-30', to: '2026-11-01' })).toBe(
      '結束日期不可早於開始日期。',
    );
    expect(auditFiltersProblem({ ...NO_AUDIT_FILTERS, to: '11/30' })).toBe('結束日期格式應為 YYYY-MM-DD。');
    expect(auditFiltersProblem({ ...NO_AUDIT_FILTERS, from: '2026-11-01', to: '2026-11-01' })).toBeNull();
  });

  it('counts at least one page', () => {
    expect(auditPageCount(0)).toBe(1);
    expect(auditPageCount(50)).toBe(1);
    expect(auditPageCount(51)).toBe(2);
  });

  it('names the export by the Taipei date it was made', () => {
    expect(auditCsvName(Date.UTC(2026, 10, 25, 17, 0))).toBe('稽核紀錄-2026-11-26.csv');
  });
});

describe('an audit line in words', () => {
  it('gives the time in Taipei to the second', () => {
    expect(auditTimeText('2026-11-23T02:32:05.000Z')).toBe('2026-11-23 10:32:05');
    expect(auditTimeText('not a time')).toBe('not a time');
  });

  it('words a detail as sentences, never JSON, and leaves other text as stored', () => {
    expect(
      auditDetailText(
        '{"serialNo":"20261123-0001","status":{"from":"in-progress","to":"replied"}}',
        'mailbox.reply',
      ),
    ).toBe('案件編號：20261123-0001；狀態由 處理中 改為 已回覆');
    expect(
      auditDetailText(
        '{"serialNo":"A1","status":{"from":"new","to":"in-progress"},"from":null,"to":"lin"}',
        'mailbox.assign',
      ),
    ).toBe('承辦人由 （無） 改為 lin；案件編號：A1；狀態由 新信件 改為 處理中');
    expect(auditDetailText('{"reason":"credentials","ip":"10.0.0.1"}', 'login.failure')).toBe(
      '原因：帳號或密碼錯誤；IP：10.0.0.1',
    );
    expect(auditDetailText('{"at":"2026-11-23T02:32:05.000Z"}', 'publish.schedule')).toBe(
      '時間：2026-11-23 10:32',
    );
    expect(auditDetailText('{"ip":"::1","twoFactor":true}', 'login.success')).toBe('IP：::1；兩步驟驗證：是');
    expect(auditDetailText('{"from":"lin","startedAt":"2026-11-23T02:00:00.000Z"}', 'lock.takeover')).toBe(
      '原編輯者：lin；開始時間：2026-11-23 10:00',
    );
    for (const detail of ['{"status":{"from":"new","to":"closed"}}', '{"rights":[{"path":"news","r":true}]}'])
      expect(auditDetailText(detail)).not.toMatch(/[{}"]/);
    expect(auditDetailText('{}')).toBe('—');
    expect(auditDetailText(null)).toBe('—');
    expect(auditDetailText('')).toBe('—');
    expect(auditDetailText('[1,2]')).toBe('[1,2]');
    expect(auditDetailText('plain words')).toBe('plain words');
  });

  it('reads the IP a line recorded', () => {
    expect(auditIpOf('{"ip":"203.0.113.9","reason":"otp"}')).toBe('203.0.113.9');
    expect(auditIpOf('{"serialNo":"A1"}')).toBe('');
    expect(auditIpOf(null)).toBe('');
    expect(auditIpOf('not json')).toBe('');
  });
});
