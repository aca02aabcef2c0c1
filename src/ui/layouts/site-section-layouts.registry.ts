import type { LayoutLoader, SectionLayoutProps } from './contract/layout-contract';

/**
 * The home-page sections built from the site chrome (banner, quick links from the menu, contact data).
 * The content sections that read lists live in their own registry.
 */
export const siteSectionLayouts: Record<string, LayoutLoader<SectionLayoutProps>> = {
  'index-banner': () =>
    import(/* webpackChunkName: "layout-index-banner" */ './sections/banner/index-banner.section'),
  'index-menu-01': () =>
    import(/* webpackChunkName: "layout-index-menu-01" */ './sections/menu/index-menu-01.section'),
  'index-menu-02': () =>
    import(/* webpackChunkName: "layout-index-menu-02" */ './sections/menu/index-menu-02.section'),
  'index-menu-03': () =>
    import(/* webpackChunkName: "layout-index-menu-03" */ './sections/menu/index-menu-03.section'),
  'index-menu-04': () =>
    import(/* webpackChunkName: "layout-index-menu-04" */ './sections/menu/index-menu-04.section'),
  'index-menu-05': () =>
    import(/* webpackChunkName: "layout-index-menu-05" */ './sections/menu/index-menu-05.section'),
  'index-menu-06': () =>
    import(/* webpackChunkName: "layout-index-menu-06" */ './sections/menu/index-menu-06.section'),
  'index-contact': () =>
    import(/* webpackChunkName: "layout-index-contact" */ './sections/contact/index-contact.section'),
};
