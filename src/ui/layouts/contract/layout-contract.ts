/**
 * What every lazily loaded layout receives. Layouts are presentational: the page containers
 * fetch (in one parallel wave) and hand data down, so a layout can be rendered in a test with
 * plain objects and no services. Every layout's root element carries `data-layout="<name>"`.
 */
import type { ComponentType, ReactNode } from 'react';
import type { MailboxForm } from '../../../application/content/mailbox-form';
import type { FailureKind } from '../../../domain/content/content-failure';
import type { Timers } from '../../../domain/time/clock.port';
import type {
  Banner,
  IndexSection,
  ListAnswer,
  ListParams,
  MenuItem,
  MenuSetting,
  ModuleInfo,
  PageObject,
  SiteFooter,
  SiteHeader,
  TaggedRow,
} from '../../../shared/api-types';

/** The site chrome loaded at start-up, available to sections such as index-menu and index-contact. */
export interface SiteChrome {
  header: SiteHeader | null;
  menu: MenuItem[];
  footer: SiteFooter | null;
  banner: Banner | null;
  bannerMobile: Banner | null;
}

/** Page frames (template-xxx) arrange ready-made slots; they fetch nothing. */
export interface FrameLayoutProps {
  name: string;
  lang: string;
  slots: {
    /** Skip link, 導盲磚 U, header with logo/title, text-size control, login status. */
    header: ReactNode;
    menu: ReactNode;
    breadcrumb: ReactNode;
    /** Optional side navigation (sub-menu of the current branch). */
    sidebar?: ReactNode;
    /** 導盲磚 C and the page's main content. */
    main: ReactNode;
    /** 導盲磚 Z, contact data, links, accessibility mark. */
    footer: ReactNode;
  };
}

/** Home-page and landing-page sections (index-xxx). `rows` come from the list at `section.path`. */
export interface SectionLayoutProps {
  name: string;
  lang: string;
  section: IndexSection;
  rows: Array<Record<string, unknown> & { id: string; title: string }>;
  total: number;
  site: SiteChrome;
  /** The core's timers (the banner's rotation), manual time in tests. */
  timers: Timers;
}

/** List layouts (cms-xxx) except cms-single, cms-mailbox and cms-tag. */
export interface ListLayoutProps {
  name: string;
  lang: string;
  path: string;
  module: ModuleInfo;
  setting: MenuSetting;
  list: ListAnswer<Record<string, unknown> & { id: string; title: string }>;
  /** Current list state, read from the query string. */
  params: ListParams;
  /** Writes the new state into the query string (the container refetches). */
  onParamsChange(next: ListParams): void;
  /** The URL of a page of this list (from 1), filters and sort kept: the pager's links. */
  pageHref(page: number): string;
  /** Asks for the same list again after a failure. */
  onRetry(): void;
  /** Tags offered by the tag filter. */
  availableTags: string[];
  /** This year in Taipei, from the Clock port: where the year filter's recent years start. */
  currentYear: number;
  loading: boolean;
  /** Which failure the list met, when it could not be loaded (never shown as an empty list). */
  failure?: FailureKind;
}

export interface SinglePageLayoutProps {
  name: string;
  lang: string;
  path: string;
  module: ModuleInfo;
  setting: MenuSetting;
  page: PageObject;
}

export interface TagLayoutProps {
  name: string;
  lang: string;
  path: string;
  module: ModuleInfo;
  tag: string;
  list: ListAnswer<TaggedRow>;
  params: ListParams;
  onParamsChange(next: ListParams): void;
  pageHref(page: number): string;
  onRetry(): void;
  loading: boolean;
  failure?: FailureKind;
}

export interface MailboxLayoutProps {
  name: string;
  lang: string;
  path: string;
  module: ModuleInfo;
  /** The form's state machine (src/application/content/mailbox-form.ts); the layout renders it. */
  form: MailboxForm;
  /** Where the captcha widget mounts, or null when there is none. */
  captchaSlot: ReactNode;
}

export interface DetailLayoutProps {
  name: string;
  lang: string;
  path: string;
  module: ModuleInfo;
  setting: MenuSetting;
  item: Record<string, unknown> & { id: string; title: string };
}

export type LayoutComponent<P> = ComponentType<P>;
export type LayoutLoader<P> = () => Promise<{ default: LayoutComponent<P> }>;
