import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Browser, Page } from 'playwright-core';
import { startServerProcess } from '../../../scripts/support/server-process';
import { runAccounts } from '../../../src/server/cli/accounts.command';
import { runSites } from '../../../src/server/cli/sites.command';
import { newSecretKeyText } from '../../../src/server/platform/secret-box';
import {
  postgresBinDir,
  startThrowawayPostgres,
  type PostgresCluster,
} from '../../server/support/postgres-cluster';
import { aLetter } from '../../server/mailbox/inbox.support';
import { requestFrom, type PlainAnswer } from '../../server/support/raw-http';
import { startSmtpSink, type SmtpSink } from '../../server/support/smtp-sink';
import { freePort } from '../../support/free-port';
import { ACCOUNTS, logIn } from '../support/editor-browser';
import { launchBrowser, waitForApp, watchPage } from '../support/harness';
import { NGINX, startNginx, type RunningNginx } from '../support/nginx';

/**
 * Two sites from one server pool: two reference servers on one PostgreSQL behind nginx
 * (deploy/nginx-instances.conf, which passes the Host on), the demo as the default site and a
 * museum added by `npm run sites` while they run. Chromium maps both sites' names to loopback
 * (`--host-resolver-rules`), as DNS would point them at the balancer.
 */

const ROOT = path.resolve(__dirname, '../../..');
const CONF = path.join(ROOT, 'deploy/nginx-instances.conf');
const SETUP_TIMEOUT_MS = 150_000;
const CURATOR = { account: 'curator', first: 'Sea#Keeper-2026', password: 'Harbour#Light-2027' };

const ready = fs.existsSync(NGINX) && postgresBinDir() !== undefined;
if (!ready) {
  process.stdout.write(
    `\nmany-sites.test.ts skipped: needs nginx (${NGINX}) and PostgreSQL (apt-get install nginx postgresql).\n`,
  );
}
const describeWhenReady = ready ? describe : describe.skip;

describeWhenReady('two sites on one server pool, told apart by their hosts, in Chromium', () => {
  let dir: string;
  let cluster: PostgresCluster;
  let sink: SmtpSink;
  const servers: Array<Awaited<ReturnType<typeof startServerProcess>>> = [];
  let nginx: RunningNginx | undefined;
  let browser: Browser;
  let port: number;
  let env: Record<string, string>;
  const host = (name: string) => `${name}.test:${port}`;
  const origin = (name: string) => `http://${host(name)}`;

  /** A request through the balancer as if to `name`'s host. */
  const onHost = (
    name: string,
    url: string,
    options: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<PlainAnswer> =>
    requestFrom('127.0.0.1', `http://127.0.0.1:${port}${url}`, {
      ...options,
      headers: { host: host(name), ...options.headers },
    });
  const json = (answer: PlainAnswer) => JSON.parse(answer.text) as Record<string, unknown>;
  const tokenOn = async (name: string, account: string, password: string) => {
    const answer = await onHost(name, '/backend/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        account,
        password,
        'g-recaptcha-response': '',
        grant_type: 'password',
      }).toString(),
    });
    expect(answer.status).toBe(200);
    return json(answer).access_token as string;
  };
  const api = (name: string, token: string, method: string, url: string, body?: unknown) =>
    onHost(name, url, {
      method,
      headers: { access_token: token, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function command(run: typeof runSites, argv: string[], stdin = '') {
    let stderr = '';
    const code = await run(argv, {
      env: { ...process.env, ...env },
      stdin: Readable.from([stdin]),
      stdout: { write: () => true },
      stderr: { write: (text: string) => (stderr += text) },
    });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-many-sites-'));
    port = await freePort();
    [cluster, sink] = await Promise.all([startThrowawayPostgres({ durable: true }), startSmtpSink()]);
    env = {
      DATABASE_URL: await cluster.createDatabase('platform'),
      SECRET_KEY: newSecretKeyText(),
      MEDIA_DIR: path.join(dir, 'media'),
      PUBLIC_ORIGIN: origin('main'),
      SMTP_URL: sink.url,
      SCHEDULER_INTERVAL_SECONDS: '1',
      // The museum's new administrator works without setting up two-step login first: that
      // setup has its own tests, and this file is about the sites.
      REQUIRE_2FA: 'off',
    };
    servers.push(await startServerProcess(path.join(ROOT, 'dist'), env));
    servers.push(await startServerProcess(path.join(ROOT, 'dist'), env));
    const site = fs
      .readFileSync(CONF, 'utf8')
      .replace(/\bLISTEN\b/g, `127.0.0.1:${port}`)
      .replace(/\bINSTANCE_1\b/g, new URL(servers[0]!.baseUrl).host)
      .replace(/\bINSTANCE_2\b/g, new URL(servers[1]!.baseUrl).host);
    nginx = await startNginx(dir, site, `http://127.0.0.1:${port}/`);
    // The platform administrator adds the museum while the servers run, and gives it its administrator.
    await command(runSites, [
      'add',
      'museum',
      '--name',
      '海洋博物館',
      '--host',
      origin('museum'),
      '--alias',
      host('www.museum'),
    ]);
    await command(
      runAccounts,
      ['--site', 'museum', 'add', CURATOR.account, '--name', '策展人', '--admin', '--password-stdin'],
      `${CURATOR.first}\n`,
    );
    browser = await launchBrowser(['--host-resolver-rules=MAP *.test 127.0.0.1']);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await nginx?.stop();
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
    await sink?.close();
    cluster?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }, SETUP_TIMEOUT_MS);

  async function visit(page: Page, url: string): Promise<void> {
    const answer = await page.goto(url, { waitUntil: 'networkidle' });
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  it('shows two different sites, and sends an alias to its site with a 301', async () => {
    const context = await browser.newContext({ locale: 'zh-TW' });
    const page = await context.newPage();
    const problems = watchPage(page);
    await visit(page, `${origin('main')}/home/zh-tw`);
    expect(await page.title()).not.toContain('海洋博物館');
    await visit(page, `${origin('museum')}/home/zh-tw`);
    expect(await page.title()).toContain('海洋博物館');
    await expect(page.getByText('網站建置中').first().isVisible()).resolves.toBe(true);

    const moved = await onHost('www.museum', '/home/zh-tw');
    expect([moved.status, moved.headers.location]).toEqual([301, `${origin('museum')}/home/zh-tw`]);
    await visit(page, `${origin('www.museum')}/home/zh-tw`);
    expect(page.url()).toBe(`${origin('museum')}/home/zh-tw`);
    expect(problems.all()).toEqual([]);
    await context.close();
  });

  it('signs the main site’s editor in there, refuses them on the museum, and the token too', async () => {
    const context = await browser.newContext({ locale: 'zh-TW' });
    const page = await context.newPage();
    await logIn(page, origin('main'), 'editor', '/home/zh-tw');

    await page.goto(`${origin('museum')}/login`);
    await waitForApp(page);
    await page.getByLabel(/^帳號/).fill(ACCOUNTS.editor.account);
    await page.getByLabel(/^密碼/).fill(ACCOUNTS.editor.password);
    await page.getByLabel(/^密碼/).press('Enter');
    await page.getByText('這個帳號不屬於本網站，請到您所屬的網站登入。').waitFor();
    expect(page.url()).toContain(`${origin('museum')}/login`);
    await context.close();

    const token = await tokenOn('main', ACCOUNTS.editor.account, ACCOUNTS.editor.password);
    expect((await api('main', token, 'GET', '/backend/dashboard')).status).toBe(200);
    expect((await api('museum', token, 'GET', '/backend/dashboard')).status).toBe(612);
  });

  it('changes only the main site’s pages when the main site publishes', async () => {
    const token = await tokenOn('main', ACCOUNTS.editor.account, ACCOUNTS.editor.password);
    const docId = encodeURIComponent('item:news:news-003');
    const document = json(await api('main', token, 'GET', `/backend/documents/${docId}`)) as {
      revision: number;
      draft: Record<string, unknown>;
    };
    const title = '兩站之間的新標題';
    const saved = await onHost('main', `/backend/documents/${docId}`, {
      method: 'PUT',
      headers: {
        access_token: token,
        'content-type': 'application/json',
        'if-match': `"${document.revision}"`,
        'idempotency-key': `many-sites-${Date.now()}`,
      },
      body: JSON.stringify({ data: { ...document.draft, title } }),
    });
    expect(saved.status).toBe(200);
    const revision = (json(saved) as { revision: number }).revision;
    const published = await onHost('main', `/backend/documents/${docId}/publish`, {
      method: 'POST',
      headers: { access_token: token, 'content-type': 'application/json', 'if-match': `"${revision}"` },
      body: '{}',
    });
    expect(published.status).toBe(200);

    const museumBefore = (await onHost('museum', '/home/zh-tw')).text;
    const context = await browser.newContext({ locale: 'zh-TW' });
    const page = await context.newPage();
    // Either instance may answer: both were told of the publish.
    for (let round = 0; round < 2; round += 1) {
      await visit(page, `${origin('main')}/home/zh-tw/news/news-003`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await visit(page, `${origin('museum')}/home/zh-tw`);
      expect(await page.content()).not.toContain(title);
    }
    expect((await onHost('museum', '/home/zh-tw')).text).toBe(museumBefore);
    await context.close();
  });

  it('brings a letter written on the museum to the museum’s staff, with the museum’s links', async () => {
    let token = await tokenOn('museum', CURATOR.account, CURATOR.first);
    expect(
      (
        await api('museum', token, 'POST', '/backend/me/password', {
          current: CURATOR.first,
          next: CURATOR.password,
        })
      ).status,
    ).toBe(204);
    token = await tokenOn('museum', CURATOR.account, CURATOR.password);
    expect(
      (await api('museum', token, 'PUT', '/backend/me/email', { email: 'curator@museum.test' })).status,
    ).toBe(200);
    expect(
      (
        await api('museum', token, 'POST', '/backend/modules', {
          path: 'letters',
          kind: 'mailbox',
          title: '館長信箱',
        })
      ).status,
    ).toBe(201);

    // The citizen writes from the museum's own page, in Chromium.
    const context = await browser.newContext({ locale: 'zh-TW' });
    const page = await context.newPage();
    await visit(page, `${origin('museum')}/home/zh-tw`);
    const serialNo = await page.evaluate(async (letter) => {
      const answer = await fetch('/api/cms/letters', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(letter),
      });
      return ((await answer.json()) as { serialNo: string }).serialNo;
    }, aLetter());
    await context.close();
    const notice = await sink.waitFor((mail) => mail.envelopeTo.includes('curator@museum.test'), 15_000);
    expect(notice.subject).toBe(`［海洋博物館］民意信箱有新信件（案號 ${serialNo}）`);
    expect(notice.text).toContain(`${origin('museum')}/home/zh-tw/editor/mailbox?letter=`);
    expect(notice.text).not.toContain(host('main'));
  });

  it('closes the switched-off museum to visitors, and still lets its staff sign in on its login page', async () => {
    await command(runSites, ['disable', 'museum']);
    // Each instance reads the sites list again within seconds: wait until both say so.
    for (let closed = 0, attempt = 0; closed < 4; attempt += 1) {
      if (attempt > 150) throw new Error('the museum was never closed');
      closed = (await onHost('museum', '/home/zh-tw')).status === 503 ? closed + 1 : 0;
      if (closed < 4) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const context = await browser.newContext({ locale: 'zh-TW' });
    const page = await context.newPage();
    const closed = await page.goto(`${origin('museum')}/home/zh-tw`);
    expect(closed?.status()).toBe(503);
    expect(await page.title()).toBe('海洋博物館暫停服務');

    await page.goto(`${origin('museum')}/login?returnUrl=${encodeURIComponent('/home/zh-tw/editor')}`);
    await waitForApp(page);
    await page.getByLabel(/^帳號/).fill(CURATOR.account);
    await page.getByLabel(/^密碼/).fill(CURATOR.password);
    await page.getByLabel(/^密碼/).press('Enter');
    await page.waitForURL(`${origin('museum')}/home/zh-tw/editor`);
    await page.getByRole('heading', { level: 1, name: '儀表板' }).waitFor();
    await context.close();
    await command(runSites, ['enable', 'museum']);
  });
});
