import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run dev`: the reference server with the demo site on DEV_API_PORT (8081) and the rspack dev
 * server with React Fast Refresh on DEV_PORT (8080), which proxies the server's paths to it
 * (rspack.config.ts, `devServer`). One command, one Ctrl-C: when either stops, both do.
 */
const ROOT = path.resolve(__dirname, '..');
const apiPort = process.env.DEV_API_PORT ?? '8081';
const devPort = process.env.DEV_PORT ?? '8080';
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (!stopping)
      process.stderr.write(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping the other.\n`);
    stop(code ?? 1);
  });
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

start('the reference server', bin('tsx'), ['src/server/main.ts'], {
  PORT: apiPort,
  HOST: '127.0.0.1',
  DB_PATH: process.env.DB_PATH ?? './data/dev.sqlite',
  // Development always runs on the demo site and its accounts (seeding is opt-in).
  THEMESITE_DEMO: '1',
  // Links in mail and page heads point at the page the developer has open: the dev server.
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${devPort}`,
});
start('the dev server', bin('rspack'), ['serve'], {
  NODE_ENV: 'development',
  DEV_API_PORT: apiPort,
  DEV_PORT: devPort,
  // Same origin as the page: the dev server proxies the API.
  API_HOST: '',
});
