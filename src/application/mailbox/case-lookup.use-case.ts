import {
  caseLookupProblems,
  type CaseLookupProblems,
  type CaseLookupSource,
} from '../../domain/mailbox/case-lookup';
import { ApiError, NetworkError } from '../../domain/errors/api-errors';
import {
  CASE_NOT_FOUND_TEXT,
  CASE_STATUS_TEXT,
  type CaseLookupRequest,
  type CaseStatus,
} from '../../shared/mailbox-case';

export type CaseLookupOutcome =
  | { kind: 'found'; status: CaseStatus; statusText: string }
  | { kind: 'invalid'; problems: CaseLookupProblems }
  /** Any case number and address that do not belong together: one sentence, whichever half. */
  | { kind: 'no-match'; message: string }
  | { kind: 'failed'; message: string };

const TOO_MANY = '查詢次數過多，請稍後再試。';
const NETWORK = '無法連線，請確認網路後再查詢一次。';

/**
 * 案件查詢: checks the two fields, asks the server and words its answer. The server's 404 is the
 * only mismatch it knows, and it is told in one sentence, so the page never hints at which half
 * was wrong.
 */
export async function lookupCase(
  source: CaseLookupSource,
  input: CaseLookupRequest,
): Promise<CaseLookupOutcome> {
  const request = { serialNo: input.serialNo.trim(), email: input.email.trim() };
  const problems = caseLookupProblems(request);
  if (Object.keys(problems).length > 0) return { kind: 'invalid', problems };
  try {
    const status = await source.lookup(request);
    return { kind: 'found', status, statusText: CASE_STATUS_TEXT[status.status] };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 404) return { kind: 'no-match', message: CASE_NOT_FOUND_TEXT };
      if (error.status === 429) return { kind: 'failed', message: TOO_MANY };
      if (error.status === 400 && error.fields) {
        const known: CaseLookupProblems = {};
        if (error.fields.serialNo) known.serialNo = error.fields.serialNo;
        if (error.fields.email) known.email = error.fields.email;
        if (Object.keys(known).length > 0) return { kind: 'invalid', problems: known };
      }
      return { kind: 'failed', message: error.message || '查詢失敗，請稍後再試。' };
    }
    if (error instanceof NetworkError || error instanceof TypeError)
      return { kind: 'failed', message: NETWORK };
    return { kind: 'failed', message: '查詢失敗，請稍後再試。' };
  }
}
