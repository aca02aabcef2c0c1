import type { ApiErrorBody } from '../../../src/shared/api-types';
import type { Answer } from './fake-http';

const SERVER_TIME = '2026-01-02 03:04:05';

const errorAnswer = (status: number, description: string, extra: Partial<ApiErrorBody> = {}): Answer => ({
  status,
  body: { status, error_description: description, code: `E${status}`, time: SERVER_TIME, ...extra },
});

/** Answers of the platform, by intent. */
export const anAnswer = {
  ok: (body: unknown = {}): Answer => ({ status: 200, body }),
  empty: (): Answer => ({ status: 200 }),
  freshToken: (token: string): Answer => ({
    status: 200,
    body: { access_token: token, token_type: 'bearer', expires_in: 3600 },
  }),
  tokenExpired: (): Answer => errorAnswer(611, 'Token 已逾時。'),
  tokenInvalid: (description = '登入已失效，請重新登入。'): Answer => errorAnswer(612, description),
  serverFault: (): Answer => errorAnswer(500, '資料庫連線失敗。', { code: 'DB-42' }),
  notFound: (): Answer => errorAnswer(404, '找不到指定的資料。'),
  badInput: (fields?: Record<string, string>): Answer =>
    errorAnswer(400, '輸入資料有誤。', fields ? { fields } : {}),
  unauthorized: (): Answer => errorAnswer(401, 'account or password wrong'),
  tooManyAttempts: (): Answer => errorAnswer(429, 'too many'),
  offline: (): Answer => ({ fail: 'offline' }),
  timeout: (): Answer => ({ fail: 'timeout' }),
  aborted: (): Answer => ({ fail: 'aborted' }),
};

export { SERVER_TIME };
