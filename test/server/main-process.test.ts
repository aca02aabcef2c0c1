import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildDemoSite } from '../../src/server/demo';
import { mainProcessEnv } from './support/test-server';

const ROOT = path.resolve(__dirname, '../..');
// As `npm run serve` starts the server: Node with tsx as its loader, so that a SIGTERM reaches the
// server itself (tsx's command relays it, and kills the server if it has not answered in 30 ms).
const SERVE = ['--import', 'tsx', 'src/server/main.ts'];

/** Resolves with the first stdout match of `pattern`, or rejects when the process ends first. */
function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${String(code)} before printing ${pattern}:\n${output}`));
    });
  });
}

describe('npm run serve (src/server/main.ts)', () => {
  it('starts from the environment with --demo, prints its URL but no password, and on SIGTERM exits cleanly keeping every write', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-main-'));
    const dbPath = path.join(dir, 'nested', 'themesite.sqlite');
    const child = spawn(process.execPath, [...SERVE, '--demo'], {
      cwd: ROOT,
      env: mainProcessEnv(dir, dbPath),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const [banner, url] = await waitForOutput(
        child,
        /(http:\/\/127\.0\.0\.1:\d+\/)[\s\S]*示範網站已啟用[\s\S]*?\n\n/,
        30_000,
      );
      for (const user of buildDemoSite().accounts) expect(banner).not.toContain(user.password);
      const letter = await fetch(`${url}api/cms/mailbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: '林',
          email: 'lin@example.tw',
          subject: '關機前',
          content: '這封信要留下來',
          'g-recaptcha-response': '',
        }),
      });
      expect(letter.status).toBe(200);
      const { serialNo } = (await letter.json()) as { serialNo: string };

      // Only the owner may read the database: it holds password hashes and letters.
      expect(fs.statSync(dbPath).mode & 0o777).toBe(0o600);

      // An upload that stopped sending must not hold the shutdown until its request times out.
      const stalled = net.connect(Number(new URL(url ?? '').port), '127.0.0.1');
      await new Promise((resolve) => stalled.once('connect', resolve));
      stalled.on('error', () => undefined);
      stalled.write(
        'POST /api/cms/mailbox HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"name":',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));

      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const stoppedAt = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // The grace is 3 s; the request timeout (15 s) would be far later.
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      stalled.destroy();

      const db = new Database(dbPath, { readonly: true });
      try {
        expect(db.prepare('SELECT subject FROM mailbox_messages WHERE serial_no = ?').get(serialNo)).toEqual({
          subject: '關機前',
        });
      } finally {
        db.close();
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 45_000);

  it('stops gracefully when a process manager sends its SIGTERM to `npm run serve` rather than to Node', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-main-'));
    // npm passes the signal to its child only: the script must not leave a shell between them.
    const npm = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: ROOT,
      env: { ...mainProcessEnv(dir, path.join(dir, 'themesite.sqlite')), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let serverPid = 0;
    try {
      const [, pid] = await waitForOutput(npm, /"pid":(\d+)[^\n]*Server listening/, 30_000);
      serverPid = Number(pid);
      expect(serverPid).not.toBe(npm.pid);
      const said = waitForOutput(npm, /SIGTERM received/, 10_000);
      const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
      npm.kill('SIGTERM');
      await said;
      expect(await exited).toBe(0);
      expect(() => process.kill(serverPid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
      if (serverPid) {
        try {
          process.kill(serverPid, 'SIGKILL');
        } catch {
          // already gone, as it should be
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 45_000);

  it('refuses a production start without a captcha secret, saying how to switch the captcha off', async () => {
    const child = spawn(process.execPath, SERVE, {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        PUBLIC_ORIGIN: 'https://www.example.org',
        CAPTCHA_SECRET: '',
        CAPTCHA: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toMatch(/CAPTCHA=off/);
  }, 30_000);

  it('refuses a production start without SECRET_KEY, in one zh-TW line', async () => {
    const { SECRET_KEY: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, SERVE, {
      cwd: ROOT,
      env: {
        ...inherited,
        NODE_ENV: 'production',
        PORT: '0',
        PUBLIC_ORIGIN: 'https://www.example.org',
        CAPTCHA: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toMatch(/^themesite 無法啟動：NODE_ENV=production 需要設定 SECRET_KEY[^\n]*\n$/);
  }, 30_000);
});
