import type { MenuSetting } from './api-types';

/** Every display switch on: what a page without settings shows, and the demo's usual page. */
export const ALL_ON_MENU_SETTING: MenuSetting = {
  showDate: true,
  showViews: true,
  showShare: true,
  showPrint: true,
  showTags: true,
  showRelated: true,
};
