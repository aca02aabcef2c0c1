import type { FrameLayoutProps } from '../contract/layout-contract';
import { Container, FrameFooter, FrameHeader, FrameMain, FrameRoot, Sidebar } from './frame-parts';
import styles from './template-001.frame.module.css';

/**
 * Classic: header, a horizontal menu bar under it, the breadcrumb, the content at full container
 * width, any side navigation as a block after the content, and the footer.
 */
export default function Template001Frame({ slots }: FrameLayoutProps) {
  return (
    <FrameRoot layout="template-001">
      <FrameHeader className={styles.header}>
        <Container>{slots.header}</Container>
        <div className={styles.menuBar}>
          <Container>{slots.menu}</Container>
        </div>
      </FrameHeader>
      <Container className={styles.breadcrumb}>{slots.breadcrumb}</Container>
      <Container className={styles.body}>
        <FrameMain>{slots.main}</FrameMain>
        <Sidebar slots={slots} className={styles.sidebar} />
      </Container>
      <FrameFooter>
        <Container>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
