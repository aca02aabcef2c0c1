import fs from 'node:fs';
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { Refusal } from '../platform/refusals';
import type { Storage } from '../ports/storage.port';
import { readOptionsFromEnv, type ServerOptions } from '../server-options';
import { openStorage } from '../storage/open-storage';
import { EXIT, exitCodeOf } from './exit-codes';

/** What the administration commands (`accounts`, `sites`) share: their streams, tables and failures. */

/**
 * What a command reads and writes: the process's own streams and environment, or a caller's (the
 * tests run the commands in their own process, with a database of their own).
 */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

export const PROCESS_IO: CliIo = {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
};

export class CliFailure extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Columns as a terminal shows them: CJK characters take two cells. */
function cells(text: string): number {
  let width = 0;
  for (const character of text)
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
        character,
      )
        ? 2
        : 1;
  return width;
}

export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => cells(row[column] ?? '')))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - cells(cell)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `add` may make the database (the first administrator's recipe); every other command needs one. */
export type DatabaseUse = 'may-create' | 'existing';

/**
 * Where the command's accounts are: PostgreSQL (DATABASE_URL) is always there to ask; a SQLite file
 * that does not exist is refused, so a mistyped DB_PATH cannot quietly make an empty database,
 * except by `add`, which says where it made it.
 */
export function databaseFor(
  options: Pick<ServerOptions, 'dbPath' | 'databaseUrl'>,
  use: DatabaseUse,
  exists: (file: string) => boolean = fs.existsSync,
): { ok: true; created: string | null } | { ok: false; message: string } {
  if (options.databaseUrl !== undefined || options.dbPath === ':memory:') return { ok: true, created: null };
  const file = path.resolve(options.dbPath);
  if (exists(file)) return { ok: true, created: null };
  if (use === 'may-create') return { ok: true, created: file };
  return {
    ok: false,
    message: `找不到資料庫 ${file}：請以 DB_PATH 指定網站的資料庫（只有 add 會建立新的資料庫）。`,
  };
}

/** The exit code and the zh-TW line for a failure every command can meet. */
export function commonFailureOf(error: unknown): { code: number; message: string | null } {
  if (error instanceof CommanderError) {
    // Help and version are "errors" to commander's override; commander has printed them already.
    if (error.exitCode === 0) return { code: EXIT.ok, message: null };
    return { code: EXIT.usage, message: null };
  }
  if (error instanceof CliFailure) return { code: error.exitCode, message: error.message };
  if (error instanceof Refusal && exitCodeOf(error) !== EXIT.unexpected)
    return { code: exitCodeOf(error), message: error.description };
  return {
    code: EXIT.unexpected,
    message: `非預期的錯誤：${error instanceof Error ? error.message : String(error)}`,
  };
}

/**
 * The database of the command's environment, opened (and migrated), with the server's options:
 * a SQLite file that is not there is made only when `use` allows, and the command says where.
 */
export async function openCliStorage(
  io: CliIo,
  use: DatabaseUse,
): Promise<{ server: ServerOptions; storage: Storage }> {
  const { server } = readOptionsFromEnv(io.env);
  const database = databaseFor(server, use);
  if (!database.ok) throw new CliFailure(EXIT.noDatabase, database.message);
  if (database.created) io.stdout.write(`建立新的資料庫：${database.created}\n`);
  return { server, storage: await openStorage(server) };
}

/**
 * The exit codes a command's help lists for scripts: those every command shares, and its own
 * meanings of 3–5 (`own`).
 */
export function exitHelp(own: Readonly<Record<3 | 4 | 5, string | undefined>>): string {
  const lines = [
    '  0  成功',
    '  1  非預期的錯誤',
    '  2  用法錯誤（參數不正確）',
    ...([3, 4, 5] as const).flatMap((code) => (own[code] ? [`  ${code}  ${own[code]}`] : [])),
    '  6  DB_PATH 指的資料庫不存在（只有 add 會建立新的資料庫）',
  ];
  return `\n結束代碼（供指令稿判斷）：\n${lines.join('\n')}\n`;
}

/**
 * A command's program as every administration command has it: its exit codes after the help, the
 * help after a usage error, failures thrown rather than exiting, and its output on `io`.
 */
export function commandProgram(name: string, description: string, help: string, io: CliIo): Command {
  return new Command(name)
    .description(description)
    .addHelpText('after', help)
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
    });
}

/**
 * Runs a command's program on `argv`: its exit code, the zh-TW line of a failure on stderr, and
 * the storage it opened closed whatever happened. A failed command skips commander's postAction
 * hook, and PostgreSQL's idle pool would keep the process alive for its idle timeout; closing
 * twice is harmless on either engine.
 */
export async function runProgram(
  program: Command,
  argv: readonly string[],
  io: CliIo,
  opened: () => Storage | undefined,
  failureOf: (error: unknown) => { code: number; message: string | null } = commonFailureOf,
): Promise<number> {
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    const { code, message } = failureOf(error);
    if (message) io.stderr.write(`${message}\n`);
    return code;
  } finally {
    await opened()?.close();
  }
}
