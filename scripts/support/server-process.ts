/**
 * The reference server in its own Node process (`node --import tsx src/server/main.ts`), as `npm run serve` runs
 * it: for measurements where the measuring process must not share an event loop with the server
 * (the load generator, the throttled browser runs). Temporary database, ephemeral port, quiet log.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, type ServedSite } from './site';

export async function startServerProcess(
  distDir: string,
  env: Record<string, string> = {},
  /** Another checkout of the project to run the server of (before/after measurements). */
  root: string = ROOT,
  /** `false` starts it as an institution does: an empty database stays empty (no `--demo`). */
  { demo = true }: { demo?: boolean } = {},
): Promise<ServedSite & { pid: number; output(): string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-perf-server-'));
  // `--demo`: an empty database is seeded with the demo site, as `npm start` does.
  // tsx as a loader of this very process (not its CLI, which runs the server in a child of its
  // own): `pid` is the server, so a SIGKILL kills the server and nothing outlives the caller.
  const args = ['--import', 'tsx', 'src/server/main.ts', ...(demo ? ['--demo'] : [])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DB_PATH: path.join(dir, 'themesite.sqlite'),
      DIST_DIR: path.resolve(ROOT, distDir),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /https?:\/\/[^\s/]+:\d+/.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        clearTimeout(timer);
        resolve(match[0].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGTERM');
    cleanup();
    throw error;
  });
  // Everything it printed stays readable (the start banner, the log), for tests of what it says.
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    baseUrl,
    pid: child.pid!,
    output: () => output,
    close: () =>
      new Promise<void>((resolve) => {
        // Already gone: exited, or killed by a signal (a test's SIGKILL), whose exit event has passed.
        if (child.exitCode !== null || child.signalCode !== null) {
          cleanup();
          resolve();
          return;
        }
        child.once('exit', () => {
          cleanup();
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
