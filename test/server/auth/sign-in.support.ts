import { Secret, TOTP } from 'otpauth';
import { requestFrom } from '../support/raw-http';
import { LOGIN_PATH, loginForm, type LoginBody } from '../support/sign-in';
import type { TestServer } from '../support/test-server';

export interface Answer<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
}

export type LoginAnswer = Answer<LoginBody>;

export const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A client of the test server at one loopback address, as a browser with a User-Agent. */
export function clientOf(server: TestServer, from = '127.0.0.1') {
  const call = async <T>(
    method: string,
    path: string,
    { token, json, form }: { token?: string; json?: unknown; form?: Record<string, string> } = {},
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = { 'user-agent': CHROME_ON_LINUX };
    if (token) headers.access_token = token;
    let body: string | undefined;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    } else if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    const answer = await requestFrom(from, `${server.baseUrl}${path}`, {
      method,
      headers,
      ...(body ? { body } : {}),
    });
    return {
      status: answer.status,
      headers: answer.headers,
      body: (answer.text ? JSON.parse(answer.text) : undefined) as T,
    };
  };
  return {
    call,
    login: (account: string, password: string, otp?: string) =>
      call<LoginAnswer['body']>('POST', LOGIN_PATH, {
        form: loginForm(account, password, otp === undefined ? {} : { otp }),
      }) as Promise<LoginAnswer>,
    /** A call only a session that owes nothing may make. */
    rights: (token: string) => call('GET', '/backend/rights/news', { token }),
  };
}

/** The audit rows of `account`, oldest first, read through the test's own look at the database. */
export async function auditActions(
  server: TestServer,
  account: string,
): Promise<Array<{ action: string; detail: Record<string, unknown> }>> {
  const rows = await server.sql<{ action: string; detail: string | null }>(
    'SELECT action, detail FROM audit_log WHERE account = ? ORDER BY id',
    [account],
  );
  return rows.map((row) => ({
    action: row.action,
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : {},
  }));
}

/** The code an authenticator app shows for `secret` at the server's time (+ `stepOffset` steps). */
export function codeAt(secret: string, now: number, stepOffset = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now + stepOffset * 30_000 });
}
