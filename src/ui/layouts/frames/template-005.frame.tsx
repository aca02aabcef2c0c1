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
import styles from './template-005.frame.module.css';

/**
 * Two-tier header: the identity and tools on white, then the menu alone in a full-width dark band;
 * the breadcrumb sits in a thin tinted strip, the side navigation in a boxed right column.
 */
export default function Template005Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-005" variant={{ menuTone: 'dark' }}>
      <FrameHeader>
        <Container>{slots.header}</Container>
        <div className={styles.menuBand}>
          <Container>{slots.menu}</Container>
        </div>
      </FrameHeader>
      <div className={styles.breadcrumbStrip}>
        <Container>{slots.breadcrumb}</Container>
      </div>
      <Container className={styles.body}>
        <div className={cx(styles.columns, withSidebar && styles.withSidebar)}>
          <FrameMain>{slots.main}</FrameMain>
          <Sidebar slots={slots} className={styles.sidebar} />
        </div>
      </Container>
      <FrameFooter className={styles.footer}>
        <Container>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
