import type { FrameLayoutProps } from '../contract/layout-contract';
import { Container, FrameFooter, FrameHeader, FrameMain, FrameRoot, Sidebar } from './frame-parts';
import styles from './template-004.frame.module.css';

/**
 * Hero: a full-width dark header with the site title large and centred and the menu centred under
 * it, then one narrow centred reading column (breadcrumb, content, side navigation) and a centred footer.
 */
export default function Template004Frame({ slots }: FrameLayoutProps) {
  return (
    <FrameRoot layout="template-004" variant={{ header: 'hero', headerTone: 'dark', menuTone: 'dark' }}>
      <FrameHeader className={styles.header}>
        <Container>{slots.header}</Container>
        <Container>{slots.menu}</Container>
      </FrameHeader>
      <div className={styles.column}>
        <div className={styles.breadcrumb}>{slots.breadcrumb}</div>
        <FrameMain>{slots.main}</FrameMain>
        <Sidebar slots={slots} className={styles.sidebar} />
      </div>
      <FrameFooter className={styles.footer}>
        <Container className={styles.footerContainer}>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
