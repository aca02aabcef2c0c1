import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { MIN_STRENGTH_SCORE } from './password-rules';

/**
 * The common-password check: @zxcvbn-ts with its common lists (decision 32). Heavy (the lists), so
 * the client imports it only from password screens' lazy chunks, never from the first screen, and
 * the checker ranks its lists on the first check (about 0.1 s), not when a process that may never
 * check a password loads this file.
 */
let checker: ZxcvbnFactory | undefined;
const strengthChecker = (): ZxcvbnFactory =>
  (checker ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs }));

/** zh-TW for the library's warnings; anything else reads as the general sentence. */
const WARNINGS: Record<string, string> = {
  straightRow: '鍵盤上連續的按鍵很容易被猜到。',
  keyPattern: '鍵盤上規則的按鍵模式很容易被猜到。',
  simpleRepeat: '重複的字元（例如 aaa）很容易被猜到。',
  extendedRepeat: '重複的字元組合（例如 abcabc）很容易被猜到。',
  sequences: '連續的字元（例如 abc、123）很容易被猜到。',
  recentYears: '近年的年份很容易被猜到。',
  dates: '日期很容易被猜到。',
  topTen: '這是最常被使用的密碼之一。',
  topHundred: '這是很常被使用的密碼。',
  common: '這是常見的密碼。',
  similarToCommon: '這個密碼與常見密碼太相似。',
  wordByItself: '單一個字很容易被猜到。',
  namesByThemselves: '單獨的姓名很容易被猜到。',
  commonNames: '常見的姓名很容易被猜到。',
  userInputs: '密碼不可包含帳號或個人資料。',
  pwned: '這個密碼曾出現在外洩的密碼清單中。',
};

const WEAK = '這個密碼太容易被猜到，請改用較長、較不規則的密碼。';

/** A zh-TW sentence when `password` is common or guessable, else null. */
export function weakPasswordFinding(password: string, userInputs: readonly string[]): string | null {
  const result = strengthChecker().check(password, [...userInputs]);
  if (result.score >= MIN_STRENGTH_SCORE) return null;
  const warning = result.feedback.warning;
  return (warning ? WARNINGS[warning] : undefined) ?? WEAK;
}
