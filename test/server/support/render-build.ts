import fs from 'node:fs';
import path from 'node:path';
import { mergeI18nFragments } from '../../../scripts/support/merge-i18n-fragments';
import { TEST_INDEX_HTML, type TestServer } from './test-server';

/** index.html with start-up hints as the build writes them (scripts/build/startup-hints.ts). */
export const RENDER_INDEX_HTML = TEST_INDEX_HTML.replace(
  '</head>',
  [
    '<link rel="preload" as="fetch" href="/api/site/config" crossorigin>',
    '<link rel="preload" as="fetch" href="/api/site/header" crossorigin>',
    '<link rel="preload" as="fetch" href="/api/site/menu" crossorigin>',
    '</head>',
  ].join('\n'),
);

/** The texts the build emits and its index.html, written into a test server's dist for server render. */
export function writeRenderBuild(server: Pick<TestServer, 'dir'>): void {
  const texts = mergeI18nFragments(path.resolve(__dirname, '../../../src/ui/i18n/zh-tw'));
  fs.writeFileSync(path.join(server.dir, 'dist/assets/i18n/zh-tw.json'), JSON.stringify(texts));
  fs.writeFileSync(path.join(server.dir, 'dist/index.html'), RENDER_INDEX_HTML);
}
