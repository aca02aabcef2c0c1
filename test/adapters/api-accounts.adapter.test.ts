import { ApiAccounts, ApiAudit } from '../../src/adapters/http/api-accounts.adapter';
import { aClient } from '../application/support/client-harness';

const A_SUMMARY = { account: 'lin', displayName: '林編輯', admin: false, email: null, rights: [] };

function setup() {
  const harness = aClient({ token: 't1' });
  return { ...harness, accounts: new ApiAccounts(harness.api), audit: new ApiAudit(harness.api) };
}

describe('the accounts API adapter', () => {
  it('reads the accounts and the rights paths, and takes anything but a list as none', async () => {
    const { accounts, http } = setup();
    http.on('GET', '/backend/accounts', { status: 200, body: [A_SUMMARY] });
    http.on('GET', '/backend/rights-paths', { status: 200, body: { not: 'a list' } });
    expect(await accounts.list()).toEqual([A_SUMMARY]);
    expect(await accounts.rightsPaths()).toEqual([]);
    expect(http.requests[0]?.headers.access_token).toBe('t1');
  });

  it('sends each write to its path with its body', async () => {
    const { accounts, http } = setup();
    http
      .on('POST', '/backend/accounts', { status: 201, body: { account: A_SUMMARY, initialPassword: 'p' } })
      .on('PUT', '/backend/accounts/lin', { status: 200, body: A_SUMMARY })
      .on('PUT', '/backend/accounts/lin/rights', { status: 200, body: A_SUMMARY })
      .on('POST', '/backend/accounts/lin/reset-password', {
        status: 200,
        body: { account: 'lin', initialPassword: 'q' },
      })
      .on('DELETE', '/backend/accounts/lin', { status: 204 });
    const rights = [{ path: 'news', r: true, w: true, d: false, p: false }];
    const created = {
      account: 'lin',
      displayName: '林編輯',
      admin: false,
      rights,
      email: 'lin@museum.example',
    };
    expect(await accounts.create(created)).toEqual({
      account: A_SUMMARY,
      initialPassword: 'p',
    });
    await accounts.update('lin', { admin: true, email: null });
    await accounts.setRights('lin', rights);
    expect(await accounts.act('lin', 'reset-password')).toEqual({ account: 'lin', initialPassword: 'q' });
    await expect(accounts.remove('lin')).resolves.toBeUndefined();
    expect(http.requests.map((r) => `${r.method} ${r.url} ${r.body ?? ''}`)).toEqual([
      // p and the address go as they are: an edit without publish is sent as p false.
      `POST /backend/accounts ${JSON.stringify(created)}`,
      'PUT /backend/accounts/lin {"admin":true,"email":null}',
      `PUT /backend/accounts/lin/rights ${JSON.stringify({ rights })}`,
      'POST /backend/accounts/lin/reset-password ',
      'DELETE /backend/accounts/lin ',
    ]);
  });

  it('throws a 403 to the screen without a dialog', async () => {
    const { accounts, http, dialogs } = setup();
    http.on('GET', '/backend/accounts', {
      status: 403,
      body: { status: 403, error_description: '只有網站管理者可以管理帳號。', code: 'E403', time: 'x' },
    });
    await expect(accounts.list()).rejects.toMatchObject({
      status: 403,
      description: '只有網站管理者可以管理帳號。',
    });
    expect(dialogs.shown).toHaveLength(0);
  });
});

describe('the audit API adapter', () => {
  it('asks for a page with the filters as parameters', async () => {
    const { audit, http } = setup();
    http.on('GET', /^\/backend\/audit\?/, { status: 200, body: { rows: [{ id: 1 }], total: 7 } });
    expect(await audit.page({ account: 'lin', from: '2026-11-01', limit: 50, offset: 50 })).toEqual({
      rows: [{ id: 1 }],
      total: 7,
    });
    expect(http.requests[0]?.url).toBe('/backend/audit?account=lin&from=2026-11-01&limit=50&offset=50');
  });

  it('reads a strange answer as no rows', async () => {
    const { audit, http } = setup();
    http.on('GET', '/backend/audit', { status: 200, body: [] });
    expect(await audit.page({})).toEqual({ rows: [], total: 0 });
  });

  it('downloads the CSV as text with the token and the same filters', async () => {
    const { audit, http } = setup();
    http.on('GET', /^\/backend\/audit\.csv/, {
      status: 200,
      body: 'id,at\r\n1,x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(await audit.csv({ action: 'logout' })).toBe('id,at\r\n1,x');
    expect(http.requests[0]).toMatchObject({
      url: '/backend/audit.csv?action=logout',
      headers: { Accept: 'text/csv', access_token: 't1' },
    });
  });
});
