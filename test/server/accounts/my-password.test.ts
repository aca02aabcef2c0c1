import { startTestServer, type TestServer } from '../support/test-server';
import { auditActions, clientOf } from '../auth/sign-in.support';

const PASSWORDS = [
  'Harbor#Maple-2291',
  'Kestrel!Quartz-8813',
  'Ferry@Lantern-5528',
  'Lighthouse-Tide-Orchid-47',
];

describe('changing my password', () => {
  let server: TestServer;
  const client = () => clientOf(server, '127.0.0.41');
  let token: string;
  let current: string;

  const change = (next: string, from = current) =>
    client().call<{ fields?: Record<string, string>; error_description?: string }>(
      'POST',
      '/backend/me/password',
      {
        token,
        json: { current: from, next },
      },
    );

  async function changeTo(next: string): Promise<void> {
    expect((await change(next)).status).toBe(204);
    current = next;
  }

  beforeEach(async () => {
    server = await startTestServer();
    current = 'Writer#2026';
    token = (await client().login('writer', current)).body.access_token;
  });
  afterEach(() => server.close());

  it('refuses any of the last 3 passwords, and takes the 4th earlier one', async () => {
    await changeTo(PASSWORDS[0] ?? '');
    await changeTo(PASSWORDS[1] ?? '');
    await changeTo(PASSWORDS[2] ?? '');
    for (const recent of [PASSWORDS[2], PASSWORDS[1], PASSWORDS[0]]) {
      const refused = await change(recent ?? '');
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ next: '新密碼不可與最近 3 次使用過的密碼相同。' });
    }
    // Writer#2026 is now the 4th password back: no longer remembered. (It fails the strength
    // check, so one more change makes the 4th earlier one a strong password.)
    await changeTo(PASSWORDS[3] ?? '');
    await changeTo(PASSWORDS[0] ?? '');
  });

  it('refuses a common password in zh-TW, and one too short', async () => {
    const common = await change('password1234');
    expect(common.status).toBe(400);
    expect(common.body.fields).toEqual({ next: '這個密碼與常見密碼太相似。' });
    expect((await change('Short#1')).body.fields).toEqual({ next: '密碼至少需要 12 個字元。' });
  });

  it('refuses my display name inside the new password, in zh-TW', async () => {
    const renamed = await client().call('PUT', '/backend/me/name', {
      token,
      json: { displayName: 'Harbor Lin' },
    });
    expect(renamed.status).toBe(200);
    // Strong by the strength library's measure: only the name rule refuses it.
    const refused = await change('Kestrel!harborlin-8813');
    expect(refused.status).toBe(400);
    expect(refused.body.error_description).toBe('密碼不可包含顯示名稱。');
    expect(refused.body.fields).toEqual({ next: '密碼不可包含顯示名稱。' });
    await changeTo('Kestrel!Quartz-8813');
  });

  it('refuses a wrong current password in zh-TW and counts it toward the lockout', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await change(PASSWORDS[0] ?? '', 'not-it');
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ current: '目前的密碼不正確。' });
    }
    expect((await change(PASSWORDS[0] ?? '')).status).toBe(429);
    expect((await client().login('writer', current)).status).toBe(429);
  });

  it('ends my other sessions and keeps this one, and audits the change', async () => {
    const other = (await clientOf(server, '127.0.0.42').login('writer', current)).body.access_token;
    await changeTo(PASSWORDS[0] ?? '');
    expect((await client().rights(token)).status).toBe(200);
    expect((await client().rights(other)).status).toBe(612);
    expect((await auditActions(server, 'writer')).map((row) => row.action)).toEqual([
      'login.success',
      'login.success',
      'password.change',
    ]);
  });
});
