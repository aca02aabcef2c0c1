import type { FrameLayoutProps } from '../contract/layout-contract';
import { FrameFooter, FrameHeader, FrameMain, FrameRoot } from './frame-parts';
import styles from './template-015.frame.module.css';

/**
 * Minimal: a large title area, the menu as a quiet line of links, one narrow column of content and
 * a plain footer. No sidebar column: the side navigation stays reachable through the menu.
 */
export default function Template015Frame({ slots }: FrameLayoutProps) {
  return (
    <FrameRoot layout="template-015" variant={{ header: 'minimal', footerTone: 'light' }}>
      <FrameHeader className={styles.header}>
        {slots.header}
        <div className={styles.menuRow}>{slots.menu}</div>
      </FrameHeader>
      <div className={styles.column}>
        <div className={styles.breadcrumb}>{slots.breadcrumb}</div>
        <FrameMain>{slots.main}</FrameMain>
      </div>
      <FrameFooter className={styles.footer}>{slots.footer}</FrameFooter>
    </FrameRoot>
  );
}
