import {
  CASE_EMAIL_MAX,
  CASE_SERIAL_MAX,
  type CaseLookupRequest,
  type CaseStatus,
} from '../../shared/mailbox-case';

/** **ext** 案件查詢 (docs/api.md): a letter's status by its case number and the address it came from. */
export interface CaseLookupSource {
  /** Rejects with the api client's typed errors: 404 for any mismatch, 400 with `fields`, 429. */
  lookup(request: CaseLookupRequest): Promise<CaseStatus>;
}

export type CaseLookupField = keyof CaseLookupRequest;
export type CaseLookupProblems = Partial<Record<CaseLookupField, string>>;

/** What is missing or too long before asking the server; the server's own checks are the same. */
export function caseLookupProblems(input: CaseLookupRequest): CaseLookupProblems {
  const problems: CaseLookupProblems = {};
  if (input.serialNo.trim() === '') problems.serialNo = '請填寫案件編號';
  else if (input.serialNo.length > CASE_SERIAL_MAX)
    problems.serialNo = `案件編號不可超過 ${CASE_SERIAL_MAX} 個字`;
  if (input.email.trim() === '') problems.email = '請填寫電子郵件';
  else if (input.email.length > CASE_EMAIL_MAX) problems.email = `電子郵件不可超過 ${CASE_EMAIL_MAX} 個字`;
  return problems;
}

/** `2026-11-24` as a citizen reads a date: 2026 年 11 月 24 日. */
export function caseDateText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return `${match[1]} 年 ${Number(match[2])} 月 ${Number(match[3])} 日`;
}
