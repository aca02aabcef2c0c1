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
import styles from './template-011.frame.module.css';

/**
 * Magazine: a centred masthead between double rules, the menu centred under it, then a wide
 * content column and a generous aside column divided by a rule; the footer stands in columns.
 */
export default function Template011Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-011" variant={{ header: 'hero', footer: 'columns' }} className={styles.frame}>
      <FrameHeader className={styles.header}>
        <Container>
          <div className={styles.masthead}>{slots.header}</div>
          <div className={styles.menuRow}>{slots.menu}</div>
        </Container>
      </FrameHeader>
      <Container className={styles.breadcrumb}>{slots.breadcrumb}</Container>
      <Container className={styles.body}>
        <div className={cx(styles.columns, withSidebar && styles.withSidebar)}>
          <FrameMain className={cx(withSidebar && styles.mainBesideSidebar)}>{slots.main}</FrameMain>
          <Sidebar slots={slots} className={styles.sidebar} />
        </div>
      </Container>
      <FrameFooter>
        <Container>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
