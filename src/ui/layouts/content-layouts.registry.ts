import type {
  DetailLayoutProps,
  LayoutLoader,
  ListLayoutProps,
  MailboxLayoutProps,
  SinglePageLayoutProps,
  TagLayoutProps,
} from './contract/layout-contract';

/**
 * Content lists and details (product.md section 5): name → loader of the layout's own chunk,
 * `layout-<name>`. Lists and details are separate chunks, so a visitor who opens a detail from a
 * link does not download the list. Each chunk holds only its layout; the shared parts and the
 * sanitizer (DOMPurify) are split out by the bundler into chunks of their own, so DOMPurify loads
 * once, with the first layout that renders rich text.
 */
/** A loader of any of the list family's layouts. */
export type ContentListLoader =
  | LayoutLoader<ListLayoutProps>
  | LayoutLoader<SinglePageLayoutProps>
  | LayoutLoader<TagLayoutProps>
  | LayoutLoader<MailboxLayoutProps>;

export interface ListLayoutLoaders {
  /** Callers look names up from the CMS; any name not listed below is unknown. */
  [name: string]: ContentListLoader;
  'cms-annals': LayoutLoader<ListLayoutProps>;
  'cms-appeal': LayoutLoader<ListLayoutProps>;
  'cms-digital': LayoutLoader<ListLayoutProps>;
  'cms-download': LayoutLoader<ListLayoutProps>;
  'cms-event': LayoutLoader<ListLayoutProps>;
  'cms-events': LayoutLoader<ListLayoutProps>;
  'cms-gallery': LayoutLoader<ListLayoutProps>;
  'cms-mailbox': LayoutLoader<MailboxLayoutProps>;
  'cms-normal': LayoutLoader<ListLayoutProps>;
  'cms-object': LayoutLoader<ListLayoutProps>;
  'cms-people': LayoutLoader<ListLayoutProps>;
  'cms-single': LayoutLoader<SinglePageLayoutProps>;
  'cms-tag': LayoutLoader<TagLayoutProps>;
  'cms-video': LayoutLoader<ListLayoutProps>;
}

export type ListLayoutName = keyof ListLayoutLoaders;

export const listLayouts: ListLayoutLoaders = {
  'cms-annals': () => import(/* webpackChunkName: "layout-cms-annals" */ './lists/cms-annals.list'),
  'cms-appeal': () => import(/* webpackChunkName: "layout-cms-appeal" */ './lists/cms-appeal.list'),
  'cms-digital': () => import(/* webpackChunkName: "layout-cms-digital" */ './lists/cms-digital.list'),
  'cms-download': () => import(/* webpackChunkName: "layout-cms-download" */ './lists/cms-download.list'),
  'cms-event': () => import(/* webpackChunkName: "layout-cms-event" */ './lists/cms-event.list'),
  'cms-events': () => import(/* webpackChunkName: "layout-cms-events" */ './lists/cms-events.list'),
  'cms-gallery': () => import(/* webpackChunkName: "layout-cms-gallery" */ './lists/cms-gallery.list'),
  'cms-mailbox': () => import(/* webpackChunkName: "layout-cms-mailbox" */ './lists/cms-mailbox.list'),
  'cms-normal': () => import(/* webpackChunkName: "layout-cms-normal" */ './lists/cms-normal.list'),
  'cms-object': () => import(/* webpackChunkName: "layout-cms-object" */ './lists/cms-object.list'),
  'cms-people': () => import(/* webpackChunkName: "layout-cms-people" */ './lists/cms-people.list'),
  'cms-single': () => import(/* webpackChunkName: "layout-cms-single" */ './lists/cms-single.list'),
  'cms-tag': () => import(/* webpackChunkName: "layout-cms-tag" */ './lists/cms-tag.list'),
  'cms-video': () => import(/* webpackChunkName: "layout-cms-video" */ './lists/cms-video.list'),
};

export type DetailLayoutName =
  | 'cms-detail-annals'
  | 'cms-detail-appeal'
  | 'cms-detail-digital'
  | 'cms-detail-download'
  | 'cms-detail-event'
  | 'cms-detail-events'
  | 'cms-detail-gallery'
  | 'cms-detail-normal'
  | 'cms-detail-object'
  | 'cms-detail-people'
  | 'cms-detail-video';

export const detailLayouts: Record<DetailLayoutName, LayoutLoader<DetailLayoutProps>> &
  Record<string, LayoutLoader<DetailLayoutProps>> = {
  'cms-detail-annals': () =>
    import(/* webpackChunkName: "layout-cms-detail-annals" */ './details/cms-detail-annals.detail'),
  'cms-detail-appeal': () =>
    import(/* webpackChunkName: "layout-cms-detail-appeal" */ './details/cms-detail-appeal.detail'),
  'cms-detail-digital': () =>
    import(/* webpackChunkName: "layout-cms-detail-digital" */ './details/cms-detail-digital.detail'),
  'cms-detail-download': () =>
    import(/* webpackChunkName: "layout-cms-detail-download" */ './details/cms-detail-download.detail'),
  'cms-detail-event': () =>
    import(/* webpackChunkName: "layout-cms-detail-event" */ './details/cms-detail-event.detail'),
  'cms-detail-events': () =>
    import(/* webpackChunkName: "layout-cms-detail-events" */ './details/cms-detail-events.detail'),
  'cms-detail-gallery': () =>
    import(/* webpackChunkName: "layout-cms-detail-gallery" */ './details/cms-detail-gallery.detail'),
  'cms-detail-normal': () =>
    import(/* webpackChunkName: "layout-cms-detail-normal" */ './details/cms-detail-normal.detail'),
  'cms-detail-object': () =>
    import(/* webpackChunkName: "layout-cms-detail-object" */ './details/cms-detail-object.detail'),
  'cms-detail-people': () =>
    import(/* webpackChunkName: "layout-cms-detail-people" */ './details/cms-detail-people.detail'),
  'cms-detail-video': () =>
    import(/* webpackChunkName: "layout-cms-detail-video" */ './details/cms-detail-video.detail'),
};
