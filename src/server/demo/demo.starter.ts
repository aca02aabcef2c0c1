import type { SiteStarter } from '../seed/site-seed';
import { buildDemoSite, demoImages } from './index';
import { demoPhotos } from './demo-photos';

/**
 * The demo as a starter (src/server/seed/site-seed.ts): the one door through which the server
 * reaches this folder, by a dynamic import, only when `--demo` asks for it or the database holds
 * it already (src/server/seed/first-start.ts). Its images are generated in code; its photographs
 * go through the upload pipeline on their first request (demo-photos.ts).
 */
export const demoStarter: SiteStarter = {
  site: buildDemoSite,
  images: demoImages,
  uploads: (uploadsDir) => demoPhotos(uploadsDir),
};
