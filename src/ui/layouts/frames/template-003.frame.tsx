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
import styles from './template-003.frame.module.css';

/**
 * Right sidebar: a tinted header, the menu on a white bar with a bottom rule, the breadcrumb at the
 * top of the content column, and the side navigation in a sticky column on the right.
 */
export default function Template003Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-003">
      <FrameHeader>
        <div className={styles.headerBand}>
          <Container>{slots.header}</Container>
        </div>
        <div className={styles.menuBar}>
          <Container>{slots.menu}</Container>
        </div>
      </FrameHeader>
      <Container className={styles.body}>
        <div className={cx(styles.columns, withSidebar && styles.withSidebar)}>
          <div className={styles.content}>
            <div className={styles.breadcrumb}>{slots.breadcrumb}</div>
            <FrameMain>{slots.main}</FrameMain>
          </div>
          <Sidebar slots={slots} className={styles.sidebar} />
        </div>
      </Container>
      <FrameFooter>
        <Container>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
