import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import type { ApiErrorBody } from '../../../src/shared/api-types';
import { startTestServer, type TestServer } from '../support/test-server';
import { signIn, type EditorClient } from '../support/sign-in';

const MB = 1024 * 1024;
const LIMIT = 10 * MB;
const BOUNDARY = '----themesite-test-boundary';
const CJK = /[\u3400-\u9fff]/;

interface Answer {
  status: number;
  body: ApiErrorBody & { size?: number };
}

/**
 * Sends `parts` one write each, waiting between them, so the server reads each as its own chunk:
 * the upload limit is then crossed exactly where the test puts a part's end.
 */
function sendInParts(
  server: TestServer,
  token: string,
  parts: Buffer[],
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.baseUrl}/backend/files`,
      {
        method: 'POST',
        agent: false,
        headers: {
          access_token: token,
          'content-type': contentType,
          'content-length': String(parts.reduce((sum, part) => sum + part.length, 0)),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
          }),
        );
      },
    );
    // The server may answer and close before the last part is written; the answer is what counts.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    const writeNext = (index: number): void => {
      const part = parts[index];
      if (part === undefined) {
        request.end();
        return;
      }
      request.write(part, () => setTimeout(() => writeNext(index + 1), 300));
    };
    writeNext(0);
  });
}

const head = (name: string, filename: string): Buffer =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="path"\r\n\r\nnews\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A file, its first `LIMIT` bytes in the first part and the rest with the closing boundary. */
const splitAtLimit = (file: Buffer): Buffer[] => [
  Buffer.concat([head('file', 'big.bin'), file.subarray(0, LIMIT)]),
  Buffer.concat([file.subarray(LIMIT), tail]),
];

/**
 * A PDF whose first 10 MB are a whole document of their own (`%%EOF` just before the limit) and
 * which goes on for another megabyte: cut at the limit, it would still pass as a PDF.
 */
function pdfLongerThanLimit(): Buffer {
  const file = Buffer.alloc(LIMIT + MB, 0x20);
  file.write('%PDF-1.4\n', 0, 'latin1');
  file.write('\n%%EOF\n', LIMIT - 7, 'latin1');
  file.write('\n%%EOF\n', file.length - 7, 'latin1');
  return file;
}

describe('uploads over the limit and malformed uploads', () => {
  let server: TestServer;
  let editor: EditorClient;
  const uploadsDir = () => path.join(server.dir, 'uploads');
  const stored = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signIn(server, 'editor');
  });
  afterAll(() => server.close());

  const expectRefused = (answer: Answer, status: number): void => {
    expect(answer.status).toBe(status);
    expect(answer.body.status).toBe(status);
    expect(answer.body.error_description).toMatch(CJK);
  };

  it('refuses with 413 and stores nothing when the 10 MB limit is crossed at a chunk boundary', async () => {
    const before = stored();
    const answer = await sendInParts(server, editor.token, splitAtLimit(pdfLongerThanLimit()));
    expectRefused(answer, 413);
    expect(answer.body.error_description).toContain('10 MB');
    expect(stored()).toEqual(before);
  });

  it('answers 413, not 415, to an image over 10 MB', async () => {
    const png = await sharp({
      create: {
        width: 2000,
        height: 2000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(LIMIT);
    const before = stored();
    expectRefused(await sendInParts(server, editor.token, splitAtLimit(png)), 413);
    const form = new FormData();
    form.set('path', 'news');
    form.set('file', new Blob([new Uint8Array(png)]), 'noise.png');
    const response = await fetch(`${server.baseUrl}/backend/files`, {
      method: 'POST',
      headers: { access_token: editor.token },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(stored()).toEqual(before);
  });

  it('still stores a file of exactly 10 MB', async () => {
    const file = pdfLongerThanLimit().subarray(0, LIMIT);
    const answer = await sendInParts(server, editor.token, [
      Buffer.concat([head('file', 'exact.pdf'), file]),
      tail,
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.size).toBe(LIMIT);
  });

  it('answers 400 in zh-TW to a multipart body without a boundary or with the wrong one', async () => {
    const body = Buffer.concat([head('file', 'a.pdf'), Buffer.from('%PDF-1.4\n%%EOF\n'), tail]);
    const before = stored();
    const without = await sendInParts(server, editor.token, [body], 'multipart/form-data');
    expectRefused(without, 400);
    expect(without.body.error_description).toBe('上傳的內容格式不正確。');
    // Under an empty or another boundary the body reads as a preamble with no parts: no file.
    for (const boundary of ['', 'not-the-one-in-the-body']) {
      const contentType = `multipart/form-data; boundary=${boundary}`;
      expectRefused(await sendInParts(server, editor.token, [body], contentType), 400);
    }
    expect(stored()).toEqual(before);
  });

  it('answers 400 in zh-TW to a multipart body that ends without its closing boundary', async () => {
    const before = stored();
    const answer = await sendInParts(server, editor.token, [
      Buffer.concat([head('file', 'a.pdf'), Buffer.from('%PDF-1.4\n%%EOF\n')]),
    ]);
    expectRefused(answer, 400);
    expect(answer.body.error_description).toBe('上傳的內容格式不正確。');
    expect(stored()).toEqual(before);
  });
});
