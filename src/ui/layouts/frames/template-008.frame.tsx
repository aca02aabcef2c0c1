import type { FrameLayoutProps } from '../contract/layout-contract';
import { Container, FrameFooter, FrameHeader, FrameMain, FrameRoot, Sidebar } from './frame-parts';
import styles from './template-008.frame.module.css';

/**
 * Compact: one slim header row with the 選單 button at its end on every screen size; the opened menu
 * drops over the page under the header. The side navigation becomes a row of tabs above the content.
 */
export default function Template008Frame({ slots }: FrameLayoutProps) {
  return (
    <FrameRoot layout="template-008" variant={{ menu: 'drawer', header: 'compact' }}>
      <FrameHeader className={styles.header}>
        <Container>
          <div className={styles.headerRow}>
            {slots.header}
            <div className={styles.menuButton}>{slots.menu}</div>
          </div>
        </Container>
      </FrameHeader>
      <Container className={styles.breadcrumb}>{slots.breadcrumb}</Container>
      <Sidebar slots={slots} className={styles.tabs} />
      <Container className={styles.body}>
        <FrameMain>{slots.main}</FrameMain>
      </Container>
      <FrameFooter>
        <Container className={styles.footerContainer}>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
