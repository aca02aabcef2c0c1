// Global setup of the e2e project: builds the client once for every e2e file of a jest run, into
// dist/ (the folder the harness serves), and joins the run the server projects share
// (test/server/support/test-run.ts), whose directory keeps what servers of the run make once.
// E2E_SKIP_BUILD=1 reuses the dist/ already there, e.g. right after `npm run build` in CI or when
// iterating on a test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setUpTestRun } from '../../server/support/test-run';

const ROOT = path.resolve(__dirname, '../../..');

export default function globalSetup(): void {
  setUpTestRun();
  const index = path.join(ROOT, 'dist', 'index.html');
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!fs.existsSync(index))
      throw new Error('E2E_SKIP_BUILD=1 but dist/index.html is missing: run `npm run build` first.');
    return;
  }
  const started = Date.now();
  // The app itself into dist/, talking to its own origin (the harness serves API and client together)
  // and without a captcha widget (the harness's server accepts any captcha response).
  const env: NodeJS.ProcessEnv = { ...process.env, API_HOST: '', CAPTCHA_SITE_KEY: '' };
  delete env.RSPACK_ENTRY;
  delete env.RSPACK_OUT;
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    encoding: 'utf8',
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 || !fs.existsSync(index)) {
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n').slice(-60).join('\n');
    throw new Error(`e2e global setup: \`npm run build\` failed (exit ${result.status}).\n${output}`);
  }
  process.stdout.write(`\ne2e: client built into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
