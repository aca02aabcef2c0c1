import type { FrameLayoutProps } from '../contract/layout-contract';
import { cx, FrameFooter, FrameHeader, FrameMain, FrameRoot, hasSlot, Sidebar } from './frame-parts';
import styles from './template-012.frame.module.css';

/**
 * Card: the whole page (header, menu, breadcrumb, side navigation and content) sits in one centred,
 * rounded white card on a tinted page; the footer lies on the tint below the card.
 */
export default function Template012Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-012" variant={{ footerTone: 'light' }} className={styles.frame}>
      <div data-part="frame-card" className={styles.card}>
        <FrameHeader className={styles.header}>
          {slots.header}
          <div className={styles.menuRow}>{slots.menu}</div>
        </FrameHeader>
        <div className={styles.breadcrumb}>{slots.breadcrumb}</div>
        <div className={cx(styles.columns, withSidebar && styles.withSidebar)}>
          <Sidebar slots={slots} className={styles.sidebar} />
          <FrameMain>{slots.main}</FrameMain>
        </div>
      </div>
      <FrameFooter className={styles.footer}>{slots.footer}</FrameFooter>
    </FrameRoot>
  );
}
