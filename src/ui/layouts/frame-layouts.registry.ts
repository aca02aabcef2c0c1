import type { FrameLayoutProps, LayoutLoader } from './contract/layout-contract';

/**
 * Page frames by template name (product.md section 5). Each entry is its own chunk, named after the
 * layout so the build output and the network panel read `layout-template-001`.
 */
export const frameLayouts: Record<string, LayoutLoader<FrameLayoutProps>> = {
  'template-001': () => import(/* webpackChunkName: "layout-template-001" */ './frames/template-001.frame'),
  'template-002': () => import(/* webpackChunkName: "layout-template-002" */ './frames/template-002.frame'),
  'template-003': () => import(/* webpackChunkName: "layout-template-003" */ './frames/template-003.frame'),
  'template-004': () => import(/* webpackChunkName: "layout-template-004" */ './frames/template-004.frame'),
  'template-005': () => import(/* webpackChunkName: "layout-template-005" */ './frames/template-005.frame'),
  'template-007': () => import(/* webpackChunkName: "layout-template-007" */ './frames/template-007.frame'),
  'template-008': () => import(/* webpackChunkName: "layout-template-008" */ './frames/template-008.frame'),
  'template-011': () => import(/* webpackChunkName: "layout-template-011" */ './frames/template-011.frame'),
  'template-012': () => import(/* webpackChunkName: "layout-template-012" */ './frames/template-012.frame'),
  'template-013': () => import(/* webpackChunkName: "layout-template-013" */ './frames/template-013.frame'),
  'template-014': () => import(/* webpackChunkName: "layout-template-014" */ './frames/template-014.frame'),
  'template-015': () => import(/* webpackChunkName: "layout-template-015" */ './frames/template-015.frame'),
};
