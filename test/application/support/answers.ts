import type { ApiErrorBody } from '../../../src/shared/api-types';
import type { MemoryAnswer } from '../../../src/adapters/http/memory-http.adapter';

const SERVER_TIME = '2026-01-02 03:04:05';

const errorAnswer = (
  status: number,
  description: string,
  extra: Partial<ApiErrorBody> = {},
): MemoryAnswer => ({
  status,
  body: { status, error_description: description, code: `E${status}`, time: SERVER_TIME, ...extra },
});

/** Answers of the platform, by intent. */
export const anAnswer = {
  ok: (body: unknown = {}): MemoryAnswer => ({ status: 200, body }),
  empty: (): MemoryAnswer => ({ status: 200 }),
  freshToken: (token: string): MemoryAnswer => ({
    status: 200,
    body: { access_token: token, token_type: 'bearer', expires_in: 3600 },
  }),
  tokenExpired: (): MemoryAnswer => errorAnswer(611, 'Token 已逾時。'),
  tokenInvalid: (description = '登入已失效，請重新登入。'): MemoryAnswer => errorAnswer(612, description),
  serverFault: (): MemoryAnswer => errorAnswer(500, '資料庫連線失敗。', { code: 'DB-42' }),
  notFound: (): MemoryAnswer => errorAnswer(404, '找不到指定的資料。'),
  badInput: (fields?: Record<string, string>): MemoryAnswer =>
    errorAnswer(400, '輸入資料有誤。', fields ? { fields } : {}),
  unauthorized: (): MemoryAnswer => errorAnswer(401, 'account or password wrong'),
  tooManyAttempts: (): MemoryAnswer => errorAnswer(429, 'too many'),
  offline: (): MemoryAnswer => ({ fail: 'offline' }),
  timeout: (): MemoryAnswer => ({ fail: 'timeout' }),
  aborted: (): MemoryAnswer => ({ fail: 'aborted' }),
};

export { SERVER_TIME };
