import type { DocumentView } from '../../../../src/server/authoring/document-view';
import type { TokenAnswer } from '../../../../src/shared/api-types';
import { postForm, type JsonAnswer } from '../../support/http-client';
import { NO_TWO_STEP, startTestServer, type TestServer } from '../../support/test-server';

export const PASSWORDS: Record<string, string> = {
  editor: 'Editor#2026',
  viewer: 'Viewer#2026',
  writer: 'Writer#2026',
  chief: 'Chief#2026',
  admin: 'Admin#2026-demo',
};

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

export async function signIn(server: Pick<TestServer, 'baseUrl'>, account: string): Promise<EditorClient> {
  return signInWith(server, account, PASSWORDS[account] ?? '');
}

/** Signs in with a password the test knows (an account it created, a reset one). */
export async function signInWith(
  server: Pick<TestServer, 'baseUrl'>,
  account: string,
  password: string,
): Promise<EditorClient> {
  const login = await postForm<TokenAnswer>(`${server.baseUrl}/backend/oauth/token`, {
    account,
    password,
    'g-recaptcha-response': '',
    grant_type: 'password',
  });
  if (login.status !== 200) throw new Error(`login of ${account} answered ${login.status}`);
  const token = login.body.access_token;
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
