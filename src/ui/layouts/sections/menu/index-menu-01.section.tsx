import { ChromeLink } from '../../../chrome/menu-link';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { monogram } from './quick-links';
import { focusRingClass, QuickLinksFrame } from './quick-links-frame';
import styles from './index-menu-01.section.module.css';

/** Icon tiles: a grid of square tiles, each a round icon over its title. */
export default function IndexMenu01Section(props: SectionLayoutProps) {
  return (
    <QuickLinksFrame layout={props}>
      {(links) => (
        <ul className={styles.grid}>
          {links.map((link) => (
            <li key={link.id}>
              <ChromeLink
                href={link.href}
                target={link.target}
                label={link.title}
                className={`${styles.tile} ${focusRingClass}`}
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
