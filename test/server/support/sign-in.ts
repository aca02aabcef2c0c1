import type { DocumentView } from '../../../src/server/authoring/document-view';
import type { ApiErrorBody, TokenAnswer } from '../../../src/shared/api-types';
import type { TokenAnswerExtensions } from '../../../src/shared/accounts.types';
import { postForm, type JsonAnswer } from './http-client';
import { requestFrom, type PlainAnswer } from './raw-http';
import { NO_TWO_STEP, startTestServer, type TestServer } from './test-server';

/**
 * Signing in, for every server test: the one way to send the login form (`loginForm`), its answer
 * (`logIn`), a token (`tokenOf`) and a signed-in client (`signIn`). Tests of the login itself send
 * the same form through their own transport when they need to (sign-in/sign-in.support.ts sends it
 * from other loopback addresses).
 */

/** The passwords of the accounts the demo site and the tests' own sites (demo-site.builder.ts, inbox.support.ts) seed. */
export const PASSWORDS: Readonly<Record<string, string>> = {
  editor: 'Editor#2026',
  viewer: 'Viewer#2026',
  writer: 'Writer#2026',
  chief: 'Chief#2026',
  guest: 'Guest#2026',
  admin: 'Admin#2026-demo',
  clerk: 'Clerk#2026',
  reader: 'Reader#2026',
  mayorclerk: 'Mayor#2026',
};

export const LOGIN_PATH = '/backend/oauth/token';

/** What the token call answers: a token, what the account still owes, or an error. */
export type LoginBody = TokenAnswer & TokenAnswerExtensions & Partial<ApiErrorBody>;

export interface LoginExtras {
  /** The captcha answer the login page sends; empty when the site asks none. */
  captcha?: string;
  /** The two-step code, when the test sends one. */
  otp?: string;
}

/** The login page's form: account, password, captcha answer and grant type (and a code if given). */
export function loginForm(
  account: string,
  password = PASSWORDS[account] ?? '',
  { captcha = '', otp }: LoginExtras = {},
): Record<string, string> {
  return {
    account,
    password,
    'g-recaptcha-response': captcha,
    grant_type: 'password',
    ...(otp === undefined ? {} : { otp }),
  };
}

/** Sends the login form for `account` (its known password unless given) and answers whatever came. */
export function logIn(
  server: Pick<TestServer, 'baseUrl'>,
  account: string,
  password = PASSWORDS[account] ?? '',
  extras: LoginExtras = {},
): Promise<JsonAnswer<LoginBody>> {
  return postForm<LoginBody>(`${server.baseUrl}${LOGIN_PATH}`, loginForm(account, password, extras));
}

/**
 * The login form sent from another loopback address (127.0.0.2 …), as a client at another IP: what
 * the login throttle counts per address. `headers` adds to the form's content type (a User-Agent).
 */
export function logInFrom(
  from: string,
  server: Pick<TestServer, 'baseUrl'>,
  account: string,
  password = PASSWORDS[account] ?? '',
  { headers = {}, ...extras }: LoginExtras & { headers?: Record<string, string> } = {},
): Promise<PlainAnswer> {
  return requestFrom(from, `${server.baseUrl}${LOGIN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(loginForm(account, password, extras)).toString(),
  });
}

/** The access token of `account`; a login that does not answer 200 fails the test, saying why. */
export async function tokenOf(
  server: Pick<TestServer, 'baseUrl'>,
  account: string,
  password = PASSWORDS[account] ?? '',
  extras: LoginExtras = {},
): Promise<string> {
  const answer = await logIn(server, account, password, extras);
  if (answer.status !== 200)
    throw new Error(`login of ${account} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.access_token;
}

export interface SendOptions {
  body?: unknown;
  ifMatch?: number | string;
  key?: string;
  headers?: Record<string, string>;
}

/** One signed-in account talking to the authoring API, as the editor will. */
export interface EditorClient {
  token: string;
  send<T = DocumentView>(method: string, path: string, options?: SendOptions): Promise<JsonAnswer<T>>;
  doc(docId: string): Promise<DocumentView>;
  save(docId: string, revision: number, data: unknown, key?: string): Promise<JsonAnswer<DocumentView>>;
}

export const docUrl = (docId: string, rest = ''): string =>
  `/backend/documents/${encodeURIComponent(docId)}${rest}`;

/**
 * `account` signed in, as a client of the API; with its known password, or one the test knows (an
 * account it created, a reset one).
 */
export async function signIn(
  server: Pick<TestServer, 'baseUrl'>,
  account: string,
  password = PASSWORDS[account] ?? '',
): Promise<EditorClient> {
  const token = await tokenOf(server, account, password);
  const send = async <T>(method: string, path: string, options: SendOptions = {}): Promise<JsonAnswer<T>> => {
    const headers: Record<string, string> = { access_token: token, ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
    if (options.key !== undefined) headers['idempotency-key'] = options.key;
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // An empty 204.
    }
    return { status: response.status, headers: response.headers, body: body as T };
  };
  return {
    token,
    send,
    doc: async (docId) => (await send<DocumentView>('GET', docUrl(docId))).body,
    save: (docId, revision, data, key) =>
      send<DocumentView>('PUT', docUrl(docId), {
        body: { data },
        ifMatch: revision,
        ...(key ? { key } : {}),
      }),
  };
}

/**
 * A demo server for the describe block that calls it, with its administrator and an editor signed
 * in (a password alone). The fields are filled before the block's tests run: read them inside.
 */
export function staffSite(): { server: TestServer; admin: EditorClient; editor: EditorClient } {
  const site = {} as { server: TestServer; admin: EditorClient; editor: EditorClient };
  beforeAll(async () => {
    site.server = await startTestServer(NO_TWO_STEP);
    [site.admin, site.editor] = await Promise.all([
      signIn(site.server, 'admin'),
      signIn(site.server, 'editor'),
    ]);
  });
  afterAll(() => site.server.close());
  return site;
}
