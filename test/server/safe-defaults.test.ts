import fs from 'node:fs';
import { DEFAULT_HOST } from '../../src/server/server-options';
import { expectErrorBody, getJson } from './support/http-client';
import { logIn } from './support/sign-in';
import { startTestServer, type TestServer } from './support/test-server';

describe('safe defaults', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(() => server.close());

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(DEFAULT_HOST).toBe('127.0.0.1');
  });

  it('seeds neither demo content nor demo accounts unless asked: only the placeholder site', async () => {
    expect((await getJson(`${server.baseUrl}/api/site/header`)).body).toEqual({ title: '網站名稱' });
    expectErrorBody(await getJson(`${server.baseUrl}/api/site/module/news`), 404);
    expectErrorBody(await logIn(server, 'editor'), 401);
  });

  it('lets only its owner read or write the database file', () => {
    expect(fs.statSync(server.dbPath).mode & 0o777).toBe(0o600);
    expect(fs.statSync(`${server.dbPath}-wal`).mode & 0o777).toBe(0o600);
  });
});
