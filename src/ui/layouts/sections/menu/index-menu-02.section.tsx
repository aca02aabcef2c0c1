import { ChromeLink } from '../../../chrome/menu-link';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { focusRingClass, QuickLinksFrame } from './quick-links-frame';
import styles from './index-menu-02.section.module.css';

/** Pills: one wrapping line of rounded links on a tinted band. */
export default function IndexMenu02Section(props: SectionLayoutProps) {
  return (
    <QuickLinksFrame layout={props} className={styles.band}>
      {(links) => (
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.id}>
              <ChromeLink
                href={link.href}
                target={link.target}
                label={link.title}
                className={`${styles.pill} ${focusRingClass}`}
              >
                {link.title}
              </ChromeLink>
            </li>
          ))}
        </ul>
      )}
    </QuickLinksFrame>
  );
}
