import type { FrameLayoutProps } from '../contract/layout-contract';
import { cx, FrameFooter, FrameHeader, FrameMain, FrameRoot, hasSlot, Sidebar } from './frame-parts';
import styles from './template-014.frame.module.css';

/**
 * Boxed: everything inside one bordered box with a thick accent along its top, on a grey page;
 * the side navigation is a shaded right column and the footer's parts stand in columns.
 */
export default function Template014Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-014" variant={{ footer: 'columns' }} className={styles.frame}>
      <div data-part="frame-box" className={styles.box}>
        <FrameHeader className={styles.header}>
          {slots.header}
          <div className={styles.menuRow}>{slots.menu}</div>
        </FrameHeader>
        <div className={styles.breadcrumb}>{slots.breadcrumb}</div>
        <div className={cx(styles.columns, withSidebar && styles.withSidebar)}>
          <FrameMain>{slots.main}</FrameMain>
          <Sidebar slots={slots} className={styles.sidebar} />
        </div>
        <FrameFooter className={styles.footer}>{slots.footer}</FrameFooter>
      </div>
    </FrameRoot>
  );
}
