import path from 'node:path';
import { DEFAULT_SITE } from '../ports/site';

/** The folder below MEDIA_DIR where every site but `default` keeps its uploads, one folder each. */
export const SITE_MEDIA_FOLDER = 'sites';

/** Where `code` keeps its uploads under MEDIA_DIR: the default site in MEDIA_DIR itself. */
export function siteMediaDir(mediaDir: string, code: string): string {
  return code === DEFAULT_SITE ? mediaDir : path.join(mediaDir, SITE_MEDIA_FOLDER, code);
}
