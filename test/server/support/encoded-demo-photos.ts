import fs from 'node:fs';
import path from 'node:path';
import { demoPhotos } from '../../../src/server/demo/demo-photos';
import { locked, runDirectory } from './test-run';

/**
 * The demo's photographs as the upload pipeline writes them, encoded once per test run and copied
 * into a new server's uploads folder before it starts. Encoding them (decoding, re-encoding without
 * metadata, the WebP and AVIF variants) takes a second or two of processor per server, and every
 * e2e server whose pages show the first news item paid it again for the same bytes. A server that
 * finds them in its folder serves them as it does after a restart; the encoding on first request
 * keeps its own test (test/server/demo/demo-photos.test.ts). Outside a jest run of the projects
 * that share a run directory, nothing is copied and the server encodes them itself.
 */
export async function copyEncodedDemoPhotos(uploadsDir: string): Promise<void> {
  const run = runDirectory();
  if (!run) return;
  const encoded = path.join(run, 'demo-photos');
  await locked(run, 'demo-photos', async () => {
    if (fs.existsSync(encoded)) return;
    const partial = fs.mkdtempSync(path.join(run, 'demo-photos-'));
    await demoPhotos(partial).warm();
    fs.renameSync(partial, encoded);
  });
  fs.cpSync(encoded, uploadsDir, { recursive: true });
}
