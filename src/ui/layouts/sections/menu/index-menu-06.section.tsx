import { ChromeLink } from '../../../chrome/menu-link';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { focusRingClass, QuickLinksFrame } from './quick-links-frame';
import styles from './index-menu-06.section.module.css';

/** Mega-list: every branch as a column, its title over the list of its pages (both menu levels). */
export default function IndexMenu06Section(props: SectionLayoutProps) {
  return (
    <QuickLinksFrame layout={props}>
      {(links) => (
        <ul className={styles.grid}>
          {links.map((link) => (
            <li key={link.id} className={styles.branch}>
              <h3 className={styles.branchTitle}>
                <ChromeLink
                  href={link.href}
                  target={link.target}
                  label={link.title}
                  className={`${styles.branchLink} ${focusRingClass}`}
                >
                  {link.title}
                </ChromeLink>
              </h3>
              {link.children.length > 0 && (
                <ul className={styles.pages}>
                  {link.children.map((child) => (
                    <li key={child.id}>
                      <ChromeLink
                        href={child.href}
                        target={child.target}
                        label={child.title}
                        className={`${styles.pageLink} ${focusRingClass}`}
                      >
                        {child.title}
                      </ChromeLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </QuickLinksFrame>
  );
}
