import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { writeTestDist } from '../support/test-server';

const ROOT = path.resolve(__dirname, '../../..');
const PROBE = path.join(__dirname, 'support/start-and-list-demo-modules.ts');

interface Probe {
  /** Files of src/server/demo the server's process loaded. */
  loaded: string[];
  /** The status of `/media/demo/logo.svg`, one of the demo's generated images. */
  logo: number;
}

/** A server started in a process of its own, as `npm run serve` starts one (the test runner has loaded the demo). */
async function startInOwnProcess(dbPath: string, distDir: string, ...flags: string[]): Promise<Probe> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', PROBE, dbPath, distDir, ...flags],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'test' } },
  );
  return JSON.parse(stdout) as Probe;
}

describe('the demo is loaded only when asked for or found', () => {
  let dir: string;
  let distDir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-demo-loading-'));
    distDir = writeTestDist(dir);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a server started without the demo on a fresh database loads no file of src/server/demo', async () => {
    const probe = await startInOwnProcess(path.join(dir, 'site.sqlite'), distDir);
    expect(probe).toEqual({ loaded: [], logo: 404 });
  }, 60_000);

  it('--demo loads it, and a later start without --demo loads it again to serve its media', async () => {
    const dbPath = path.join(dir, 'site.sqlite');
    const seeded = await startInOwnProcess(dbPath, distDir, '--demo');
    expect(seeded.loaded).toEqual(expect.arrayContaining(['demo.starter.ts', 'index.ts', 'demo-photos.ts']));
    expect(seeded.logo).toBe(200);
    const later = await startInOwnProcess(dbPath, distDir);
    expect(later.loaded).toEqual(seeded.loaded);
    expect(later.logo).toBe(200);
  }, 60_000);
});
