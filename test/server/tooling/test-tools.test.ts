import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../../scripts/test-tools.sh');

/**
 * Runs scripts/test-tools.sh with browsers that do not exist and stand-ins for `id`, `sudo` and
 * `apt-get` first on PATH, so both ways of a fresh machine are tried without touching this one.
 */
function runOnFreshMachine(tools: { uid: number; sudo?: 'allowed' | 'refused'; aptFails?: boolean }) {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'test-tools-'));
  const calls = path.join(bin, 'calls.log');
  const write = (name: string, body: string) =>
    fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  write('id', `echo ${tools.uid}`);
  if (tools.sudo) write('sudo', tools.sudo === 'allowed' ? `shift; "$@"` : 'exit 1');
  write('apt-get', `echo "apt-get $*" >> ${calls}; exit ${tools.aptFails ? 100 : 0}`);
  const result = spawnSync('bash', [SCRIPT], {
    encoding: 'utf8',
    env: {
      PATH: `${bin}:/usr/bin:/bin`,
      CHROME_PATH: path.join(bin, 'no-chromium'),
      E2E_CHROME_PATH: path.join(bin, 'no-headless-shell'),
    },
  });
  const log = fs.existsSync(calls) ? fs.readFileSync(calls, 'utf8') : '';
  fs.rmSync(bin, { recursive: true, force: true });
  return { status: result.status, stderr: result.stderr.trim(), aptCalls: log };
}

describe('npm test on a fresh machine (scripts/test-tools.sh)', () => {
  it('stops at once with one line saying what to run when it may not install', () => {
    const run = runOnFreshMachine({ uid: 1000 });
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n')).toEqual([
      expect.stringMatching(
        /^npm test needs chromium.*: run `sudo apt-get install -y chromium.*`, then npm test again\.$/,
      ),
    ]);
    expect(run.aptCalls).toBe('');
  });

  it('installs the browser itself through sudo -n when sudo asks no password', () => {
    const run = runOnFreshMachine({ uid: 1000, sudo: 'allowed' });
    expect(run.status).toBe(0);
    expect(run.aptCalls).toMatch(/apt-get update/);
    expect(run.aptCalls).toMatch(
      /apt-get install -y -q --no-install-recommends chromium chromium-headless-shell/,
    );
  });

  it('says what to run when sudo wants a password', () => {
    const run = runOnFreshMachine({ uid: 1000, sudo: 'refused' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^npm test needs chromium/);
  });

  it('installs as root without sudo, and reports a failed install in one line', () => {
    expect(runOnFreshMachine({ uid: 0 }).status).toBe(0);
    const failed = runOnFreshMachine({ uid: 0, aptFails: true });
    expect(failed.status).toBe(1);
    expect(failed.stderr.split('\n').at(-1)).toMatch(/^npm test could not install chromium/);
  });
});
