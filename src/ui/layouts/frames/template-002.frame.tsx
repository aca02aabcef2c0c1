import type { FrameLayoutProps } from '../contract/layout-contract';
import {
  Container,
  cx,
  FrameFooter,
  FrameHeader,
  FrameMain,
  FrameRoot,
  hasSlot,
  Sidebar,
} from './frame-parts';
import styles from './template-002.frame.module.css';

/**
 * Left sidebar: a thick brand strip, the header, the menu on a brand-blue bar, then the side navigation
 * in a left column beside the content (stacked above it on phones).
 */
export default function Template002Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-002" variant={{ menuTone: 'dark' }}>
      <FrameHeader className={styles.header}>
        <Container>{slots.header}</Container>
        <div className={styles.menuBar}>
          <Container>{slots.menu}</Container>
        </div>
      </FrameHeader>
      <Container className={styles.breadcrumb}>{slots.breadcrumb}</Container>
      <Container className={styles.body}>
        <div className={cx(styles.columns, withSidebar && styles.withSidebar)}>
          <Sidebar slots={slots} className={styles.sidebar} />
          <FrameMain>{slots.main}</FrameMain>
        </div>
      </Container>
      <FrameFooter>
        <Container>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
