import { expectErrorBody, getJson } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('fault injection for the client end-to-end tests', () => {
  let server: TestServer;
  const url = (path: string) => `${server.baseUrl}${path}`;

  beforeAll(async () => {
    server = await startTestServer({ faults: true });
  });
  afterAll(() => server.close());

  it('names a fault page as a cms-normal list so the client goes on to load it', async () => {
    const answer = await getJson(url('/api/site/module/fault-500'));
    expect(answer.body).toEqual({
      moduleKey: 'cms-normal',
      templateKey: 'template-001',
      title: '錯誤測試 500',
    });
  });

  it('answers 500 through the real error path, without a stack trace or the internal message', async () => {
    const answer = await getJson(url('/api/cms/fault-500'));
    const body = expectErrorBody(answer, 500);
    expect(body.code).toBe('E500');
    expect(body.error_description).toBe('伺服器發生錯誤，請稍後再試。');
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/injected|at \w+ \(|\.ts:\d+/);
  });

  it.each([400, 401, 404, 429, 503, 611, 612, 699])(
    'answers status %i with the error body of that status',
    async (status) => {
      const body = expectErrorBody(await getJson(url(`/api/cms/fault-${status}`)), status);
      expect(body.code).toBe(`E${status}`);
    },
  );

  it('answers 404 for fault paths outside 400–699', async () => {
    expectErrorBody(await getJson(url('/api/cms/fault-399')), 404);
    expectErrorBody(await getJson(url('/api/cms/fault-700')), 404);
    expectErrorBody(await getJson(url('/api/site/module/fault-200')), 404);
  });

  it('keeps answering normally after a fault', async () => {
    await getJson(url('/api/cms/fault-500'));
    expect((await getJson(url('/api/site/header'))).status).toBe(200);
  });
});

describe('fault injection switched off (the default)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('treats fault paths as unknown pages', async () => {
    expectErrorBody(await getJson(`${server.baseUrl}/api/site/module/fault-500`), 404);
    expectErrorBody(await getJson(`${server.baseUrl}/api/cms/fault-500`), 404);
  });
});
