import type { ModuleInfo } from '../../shared/api-types';
import { ApiError } from '../http/api-error';

const FAULT_PATH = /^fault-([4-6]\d\d)$/;

/** The status a `fault-{status}` path asks for, when fault injection is on and it is 400–699. */
export function faultStatus(path: string, enabled: boolean): number | undefined {
  if (!enabled) return undefined;
  const match = FAULT_PATH.exec(path);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** The module a fault page claims to be, so the client goes on to call `GET /api/cms/fault-{status}`. */
export function faultModule(status: number): ModuleInfo {
  return { moduleKey: 'cms-normal', templateKey: 'template-001', title: `錯誤測試 ${status}` };
}

/**
 * The error a fault path answers with. 500 is thrown as a plain Error, so it travels the same
 * road as a real bug (logged, reworded, no stack trace in the answer).
 */
export function faultError(status: number): Error {
  if (status === 500) return new Error(`injected fault ${status}`);
  const fields = status === 400 ? { fault: '這是故障注入測試產生的欄位錯誤' } : undefined;
  return new ApiError(status, `故障注入測試：狀態 ${status}。`, fields);
}
