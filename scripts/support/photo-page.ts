/**
 * `npm run budget`'s photo page: an article whose lead image is a 2,400 × 1,600 JPEG uploaded
 * through the API, as a site team's camera photo would be, so the budget measures what a phone
 * downloads of a real photograph (the variants, not the original).
 */
import path from 'node:path';
import sharp from 'sharp';
import type { FileEntry, TokenAnswer } from '../../src/shared/api-types';
import { ROOT } from './site';

/** The demo's photo (src/server/demo/photos/SOURCES.md), written again as a camera would: large and fine. */
export async function cameraJpeg(): Promise<Buffer> {
  return sharp(path.join(ROOT, 'src/server/demo/photos/dandelions.jpg'))
    .resize(2400, 1600, { fit: 'cover' })
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** The bytes a page downloaded of one upload (its original and variants), from Lighthouse's image requests. */
export function uploadBytesOf(
  images: ReadonlyArray<{ url: string; transferSize: number }>,
  original: string,
): { bytes: number; urls: string[] } {
  const folder = original.slice(0, original.lastIndexOf('/') + 1);
  const mine = images.filter((image) => new URL(image.url, 'http://x').pathname.startsWith(folder));
  return {
    bytes: mine.reduce((total, image) => total + image.transferSize, 0),
    urls: mine.map((image) => new URL(image.url, 'http://x').pathname),
  };
}

interface Answer<T> {
  status: number;
  body: T;
}

async function call<T>(
  baseUrl: string,
  method: string,
  url: string,
  init: RequestInit = {},
): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl}${url}`, { method, ...init });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * Signs in as the demo's editor, uploads the photo, and publishes the first news item with it as
 * its lead image. Answers the page's path and the uploaded original (its address and bytes).
 */
export async function publishPhotoPage(
  baseUrl: string,
  account = 'editor',
  password = 'Editor#2026',
): Promise<{ path: string; upload: FileEntry & { size: number } }> {
  const login = await call<TokenAnswer>(baseUrl, 'POST', '/backend/oauth/token', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password, 'g-recaptcha-response': '', grant_type: 'password' }),
  });
  if (login.status !== 200) throw new Error(`the photo page: signing in answered ${login.status}`);
  const token = login.body.access_token;
  const json = (body: unknown, revision?: number) => ({
    headers: {
      access_token: token,
      'content-type': 'application/json',
      ...(revision !== undefined ? { 'if-match': `"${revision}"` } : {}),
    },
    body: JSON.stringify(body),
  });

  const form = new FormData();
  form.set('path', 'news');
  form.set('alt', '夕陽下草地上結籽的蒲公英');
  form.set('file', new Blob([new Uint8Array(await cameraJpeg())], { type: 'image/jpeg' }), 'dandelions.jpg');
  const upload = await call<FileEntry & { size: number }>(baseUrl, 'POST', '/backend/files', {
    headers: { access_token: token },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`the photo page: the upload answered ${upload.status}`);

  const list = await call<{ rows: Array<{ docId: string }> }>(
    baseUrl,
    'GET',
    '/backend/documents?type=item&path=news',
    { headers: { access_token: token } },
  );
  const docId = list.body.rows[0]?.docId;
  if (!docId) throw new Error('the photo page: the demo has no news item');
  const docUrl = `/backend/documents/${encodeURIComponent(docId)}`;
  const doc = await call<{ revision: number; draft: Record<string, unknown> }>(baseUrl, 'GET', docUrl, {
    headers: { access_token: token },
  });
  const saved = await call<{ revision: number }>(
    baseUrl,
    'PUT',
    docUrl,
    json(
      {
        data: {
          ...doc.body.draft,
          title: '夕陽下的戶外園區',
          content: '<p>戶外園區的草地在夕陽下結滿蒲公英的種子。</p>',
          images: [{ ...upload.body, represent: true }],
        },
      },
      doc.body.revision,
    ),
  );
  if (saved.status !== 200) throw new Error(`the photo page: saving answered ${saved.status}`);
  const published = await call(baseUrl, 'POST', `${docUrl}/publish`, json({}, saved.body.revision));
  if (published.status !== 200) throw new Error(`the photo page: publishing answered ${published.status}`);
  return { path: `/home/zh-tw/news/${docId.split(':')[2] ?? ''}`, upload: upload.body };
}
