import { ChromeLink } from '../../../chrome/menu-link';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { monogram } from './quick-links';
import { focusRingClass, QuickLinksFrame } from './quick-links-frame';
import styles from './index-menu-05.section.module.css';

/** Compact icon row: small icons beside their labels in one centred, wrapping row between rules. */
export default function IndexMenu05Section(props: SectionLayoutProps) {
  return (
    <QuickLinksFrame layout={props}>
      {(links) => (
        <ul className={styles.row}>
          {links.map((link) => (
            <li key={link.id}>
              <ChromeLink
                href={link.href}
                target={link.target}
                label={link.title}
                className={`${styles.link} ${focusRingClass}`}
              >
                <span aria-hidden="true" className={styles.icon}>
                  {monogram(link.title)}
                </span>
                {link.title}
              </ChromeLink>
            </li>
          ))}
        </ul>
      )}
    </QuickLinksFrame>
  );
}
