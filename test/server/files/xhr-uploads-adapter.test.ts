import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { JSDOM, VirtualConsole } from 'jsdom';
import sharp from 'sharp';
import { XhrUploads, uploadForm, type UploadPlatform } from '../../../src/adapters/http/xhr-uploads.adapter';
import type { UploadOptions } from '../../../src/domain/editing/authoring.port';
import { ApiError, RetryRequiredError, SessionExpiredError } from '../../../src/domain/errors/api-errors';
import type { TokenAnswer } from '../../../src/shared/api-types';
import { FIXED_NOW } from '../../domain/support/fixed-now';
import { outcome } from '../../domain/support/outcome';
import { signIn } from '../support/sign-in';
import { postEmpty } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

const TTL = 60;

// jsdom's XMLHttpRequest does real HTTP with real upload progress events. The page is served from
// the server's own origin, as the editor is, so no CORS preflight stands in between.
describe('XhrUploads against the reference server', () => {
  let server: TestServer;
  let dom: JSDOM;
  let platform: UploadPlatform;

  beforeAll(async () => {
    server = await startTestServer({ accessTokenTtlSeconds: TTL });
    // A silent console: the refused connection below is expected, jsdom would print it as an error.
    dom = new JSDOM('<!doctype html><title>editor</title>', {
      url: `${server.baseUrl}/editor`,
      virtualConsole: new VirtualConsole(),
    });
    platform = dom.window as unknown as UploadPlatform;
  });
  afterAll(async () => {
    dom.window.close();
    await server.close();
  });

  const aFile = (bytes: Buffer, name: string, type = 'image/png'): File =>
    new dom.window.File([new Uint8Array(bytes)], name, { type }) as unknown as File;
  const png = async (width = 300, height = 200): Promise<File> =>
    aFile(
      await sharp({ create: { width, height, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
      'harbour.png',
    );
  const uploadsFor = (token: string | null, refresh?: () => Promise<string>): XhrUploads =>
    new XhrUploads({
      token: () => token,
      clock: new ManualTime(FIXED_NOW),
      baseUrl: server.baseUrl,
      platform,
      ...(refresh ? { refresh } : {}),
    });

  it('sends the form with the token, reports progress up to 1 and answers the stored entry', async () => {
    const { token } = await signIn(server, 'editor');
    const progress: number[] = [];
    const entry = await uploadsFor(token).upload(await png(), {
      path: 'news',
      alt: '港邊的燈塔',
      description: '說明文字',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(entry).toMatchObject({
      fileId: expect.any(String),
      ext: 'png',
      description: '說明文字',
      width: 300,
      height: 200,
    });
    expect(entry).toMatchObject({ alt: '港邊的燈塔', decorative: false });
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.every((fraction) => fraction > 0 && fraction <= 1)).toBe(true);
  });

  it('marks a decorative image as such', async () => {
    const { token } = await signIn(server, 'editor');
    const entry = await uploadsFor(token).upload(await png(20, 20), { path: 'news', decorative: true });
    expect(entry).toMatchObject({ decorative: true, alt: '' });
  });

  it('rejects a file the server refuses by its bytes with the server’s zh-TW text (415)', async () => {
    const { token } = await signIn(server, 'editor');
    const script = aFile(Buffer.from('<script>alert(1)</script>'), 'photo.png');
    const { error } = await outcome(uploadsFor(token).upload(script, { path: 'news' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: 'E415' });
    expect((error as ApiError).description).toMatch(/[\u4e00-\u9fff]/);
  });

  it('rejects a file over 10 MB with 413', async () => {
    const { token } = await signIn(server, 'editor');
    const big = aFile(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024 + 10)]),
      'huge.jpg',
    );
    const { error } = await outcome(uploadsFor(token).upload(big, { path: 'news' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413 });
  });

  it('rejects a reader’s upload with 403 and the rights message', async () => {
    const { token } = await signIn(server, 'viewer');
    const { error } = await outcome(uploadsFor(token).upload(await png(10, 10), { path: 'news' }));
    expect(error).toMatchObject({ status: 403, description: '您沒有編輯這個頁面的權限。' });
  });

  it('refreshes an expired token through the shared refresh and sends the upload once more', async () => {
    const { token } = await signIn(server, 'editor');
    server.clock.advanceSeconds(TTL + 1);
    const refreshed: string[] = [];
    const refresh = async (): Promise<string> => {
      const answer = await postEmpty<TokenAnswer>(`${server.baseUrl}/backend/oauth/reflash`, {
        access_token: token,
      });
      refreshed.push(answer.body.access_token);
      return answer.body.access_token;
    };
    const entry = await uploadsFor(token, refresh).upload(await png(30, 30), { path: 'news' });
    expect(entry.fileId).toEqual(expect.any(String));
    expect(refreshed).toHaveLength(1);
  });

  it('asks for a resend on an expired token when it has no refresh to call', async () => {
    const { token } = await signIn(server, 'editor');
    server.clock.advanceSeconds(TTL + 1);
    const { error } = await outcome(uploadsFor(token).upload(await png(10, 10), { path: 'news' }));
    expect(error).toBeInstanceOf(RetryRequiredError);
  });

  it('rejects with SessionExpiredError for a token the server never issued (612)', async () => {
    const { error } = await outcome(uploadsFor('made-up').upload(await png(10, 10), { path: 'news' }));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ status: 612 });
  });
});

describe('uploadForm', () => {
  const { window } = new JSDOM('');
  afterAll(() => window.close());
  const platform = window as unknown as UploadPlatform;
  const file = new window.File(['x'], 'a.png', { type: 'image/png' }) as unknown as File;
  const fields = (options: UploadOptions): string[] =>
    [...(uploadForm(file, options, platform) as unknown as Iterable<[string, unknown]>)].map(
      ([name]) => name,
    );

  it('puts path first and the file last, with the optional fields between', () => {
    expect(fields({ path: 'news', description: 'd', alt: 'a', decorative: true })).toEqual([
      'path',
      'description',
      'alt',
      'decorative',
      'file',
    ]);
  });

  it('leaves out the fields that were not given, and decorative unless it is true', () => {
    expect(fields({ path: 'news', decorative: false })).toEqual(['path', 'file']);
  });
});
