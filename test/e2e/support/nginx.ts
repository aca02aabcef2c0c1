import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Debian's nginx, or NGINX_PATH. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * A deploy/ site config (its placeholders already filled in) inside a minimal, unprivileged
 * nginx.conf whose files all live in `dir`: one process, no privilege drop, so the test may run as
 * root or not and reads its own temp files.
 */
export function nginxConfAround(dir: string, site: string, workerConnections = 256): string {
  return `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections ${workerConnections}; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

export interface RunningNginx {
  log(): string;
  stop(): Promise<void>;
}

/**
 * nginx on `site` (the http-context text), started in `dir` and answering `readyUrl` before this
 * resolves; `stop` quits it gracefully and waits for it.
 */
export async function startNginx(dir: string, site: string, readyUrl: string): Promise<RunningNginx> {
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfAround(dir, site));
  const nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return;
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  };
  for (let attempt = 0; ; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited ${nginx.exitCode}:\n${log}`);
    const answered = await fetch(readyUrl).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (attempt > 100) {
      await stop();
      throw new Error(`nginx did not answer at ${readyUrl}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { log: () => log, stop };
}
