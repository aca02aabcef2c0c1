import { layoutFamily } from './section-order';

/**
 * The title a new home or landing section starts with: what a visitor would call a block of that
 * kind, so a site that publishes before renaming it never shows 「新區塊」.
 */
const TITLES: Readonly<Record<string, string>> = {
  'index-banner': '焦點輪播',
  'index-menu': '快速連結',
  'index-article': '最新消息',
  'index-portfolio': '精選內容',
  'index-timeline': '大事紀',
  'index-video': '影音專區',
  'index-appeal': '訴願決定',
  'index-contact': '聯絡我們',
};

export function defaultSectionTitle(layout: string): string {
  return TITLES[layoutFamily(layout)] ?? '新區塊';
}

/** The contact block: its contact details are the site's (網站設定); its invitation is its own. */
export function isContactSection(section: { layout: string }): boolean {
  return layoutFamily(section.layout) === 'index-contact';
}
