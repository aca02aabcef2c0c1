import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToTop } from '../../chrome/back-to-top';
import {
  ChromeVariantContext,
  defaultChromeVariant,
  type ChromeVariant,
} from '../../chrome/chrome-variant.context';
import type { FrameLayoutProps } from '../contract/layout-contract';
import styles from './frame-parts.module.css';

/**
 * Pieces every page frame shares. A frame only decides the arrangement; the landmarks, the main
 * element the skip link targets and the chrome variant are the same everywhere. Plain elements and a
 * CSS module: frames are on every first screen, which loads no styling runtime (docs/styling.md).
 */

type Slots = FrameLayoutProps['slots'];

/** An optional slot counts as absent when the shell passes nothing renderable. */
export function hasSlot(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Joins class names, skipping the absent ones. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/** What every frame part accepts besides its children: the frame's own class (it overrides the part's look). */
export interface FramePartProps {
  className?: string | undefined;
  style?: CSSProperties | undefined;
  children?: ReactNode;
}

export interface FrameRootProps extends FramePartProps {
  layout: string;
  variant?: Partial<ChromeVariant>;
  children: ReactNode;
}

/**
 * The variant a frame asks for, the same object while its values stay: a frame hands it in as a
 * literal, and a new object each time it draws would draw every part that reads it again with it
 * (the header, the menu, the footer, the account links), on every keystroke of an editor's preview.
 */
function useChromeVariantOf(variant: Partial<ChromeVariant> | undefined): ChromeVariant {
  const { menu, menuTone, header, headerTone, footer, footerTone } = { ...defaultChromeVariant, ...variant };
  return useMemo(
    () => ({ menu, menuTone, header, headerTone, footer, footerTone }),
    [menu, menuTone, header, headerTone, footer, footerTone],
  );
}

/** The root element (`data-layout`), the chrome variant for the slots, and 回到頁首. */
export function FrameRoot({ layout, variant, children, className, style }: FrameRootProps) {
  return (
    <ChromeVariantContext.Provider value={useChromeVariantOf(variant)}>
      <div data-layout={layout} className={cx(styles.root, className)} style={style}>
        {children}
        <BackToTop />
      </div>
    </ChromeVariantContext.Provider>
  );
}

/** The centred content width shared by the frames. */
export function Container({ children, className, style }: FramePartProps) {
  return (
    <div className={cx(styles.container, className)} style={style}>
      {children}
    </div>
  );
}

export function FrameHeader({ children, className, style }: FramePartProps) {
  return (
    <header data-part="frame-header" className={cx(styles.header, className)} style={style}>
      {children}
    </header>
  );
}

/**
 * The element the skip link and the route-change focus target. `tabIndex={-1}` makes it focusable
 * from script without adding a Tab stop; it is not a control, so it shows no focus ring.
 */
export function FrameMain({ children, className, style }: FramePartProps) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      data-part="frame-main"
      className={cx(styles.main, className)}
      style={style}
    >
      {children}
    </main>
  );
}

export function FrameAside({ children, className, style }: FramePartProps) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('frames.sidebar')}
      data-part="frame-aside"
      className={cx(styles.aside, className)}
      style={style}
    >
      {children}
    </aside>
  );
}

export function FrameFooter({ children, className, style }: FramePartProps) {
  return (
    <footer data-part="frame-footer" className={cx(styles.footer, className)} style={style}>
      {children}
    </footer>
  );
}

/** The sidebar in its landmark, or nothing when the shell passed none. */
export function Sidebar({ slots, className, style }: { slots: Slots } & Omit<FramePartProps, 'children'>) {
  if (!hasSlot(slots.sidebar)) return null;
  return (
    <FrameAside className={className} style={style}>
      {slots.sidebar}
    </FrameAside>
  );
}
