import type { FrameLayoutProps } from '../contract/layout-contract';
import { cx, FrameFooter, FrameHeader, FrameMain, FrameRoot, hasSlot, Sidebar } from './frame-parts';
import styles from './template-007.frame.module.css';

/**
 * Vertical rail: on wide screens the header and the menu form a dark column down the left of
 * everything, sticky to the viewport; breadcrumb, content, side navigation and footer fill the right.
 * On phones the rail becomes an ordinary top header with the collapsed menu.
 */
export default function Template007Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot
      layout="template-007"
      variant={{ menu: 'rail', menuTone: 'dark', header: 'stacked', headerTone: 'dark' }}
    >
      <div className={styles.rails}>
        <FrameHeader className={styles.rail}>
          {slots.header}
          <div className={styles.railMenu}>{slots.menu}</div>
        </FrameHeader>
        <div className={styles.page}>
          <div className={styles.breadcrumb}>{slots.breadcrumb}</div>
          <div className={cx(styles.columns, withSidebar && styles.withSidebar)}>
            <FrameMain>{slots.main}</FrameMain>
            <Sidebar slots={slots} />
          </div>
          <FrameFooter className={styles.footer}>{slots.footer}</FrameFooter>
        </div>
      </div>
    </FrameRoot>
  );
}
