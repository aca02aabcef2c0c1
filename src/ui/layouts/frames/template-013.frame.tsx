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
import styles from './template-013.frame.module.css';

/**
 * Split header: identity and tools on the left and the menu on the right of one header row (stacked
 * on phones); the breadcrumb runs in its own full-width band; the side navigation is on the left.
 */
export default function Template013Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-013" variant={{ header: 'compact' }}>
      <FrameHeader className={styles.header}>
        <Container>
          <div className={styles.headerRow}>
            {slots.header}
            <div>{slots.menu}</div>
          </div>
        </Container>
      </FrameHeader>
      <div className={styles.breadcrumbBand}>
        <Container>{slots.breadcrumb}</Container>
      </div>
      <Container className={styles.body}>
        <div className={cx(styles.columns, withSidebar && styles.withSidebar)}>
          <Sidebar slots={slots} className={styles.sidebar} />
          <FrameMain>{slots.main}</FrameMain>
        </div>
      </Container>
      <FrameFooter className={styles.footer}>
        <Container>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
