import { execFile } from 'node:child_process';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { runBackup } from '../../../src/server/cli/backup.command';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(ROOT, 'src/server/cli/backup.cli.ts');

/** How a run of `npm run backup` / `npm run restore` ended: its exit code and what it wrote. */
export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The command in the test's own process, on `env` alone (nothing else of the test's environment)
 * and streams of its own. Starting it as a process loads and transpiles the server's code anew
 * each time (seconds of processor), so only what is about the process starts one.
 */
export async function backupCommand(args: string[], env: NodeJS.ProcessEnv): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  const code = await runBackup(args, {
    env,
    stdin: Readable.from([]),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

/** The command as an operator's script starts it, `tsx backup.cli.ts …`, in exactly `env`. */
export async function backupProcess(args: string[], env: NodeJS.ProcessEnv): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(TSX, [CLI, ...args], { env, cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
