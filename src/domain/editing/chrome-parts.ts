import type { ChromeName } from '../../shared/document-id';

/** The parts of the site's chrome an editor changes, in the order 網站外觀 lists them, by their names. */
export const CHROME_PARTS: ReadonlyArray<{ name: ChromeName; title: string }> = [
  { name: 'header', title: '頁首' },
  { name: 'menu', title: '選單' },
  { name: 'footer', title: '頁尾' },
  { name: 'banner', title: '橫幅（桌機）' },
  { name: 'bannerMobile', title: '橫幅（手機）' },
];

/** A chrome part's name as staff read it (`頁首`), never its code. */
export function chromePartTitle(name: ChromeName): string {
  return CHROME_PARTS.find((part) => part.name === name)?.title ?? name;
}
