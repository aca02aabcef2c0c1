import { useTranslation } from 'react-i18next';
import { ChromeLink } from '../../../chrome/menu-link';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { focusRingClass, QuickLinksFrame } from './quick-links-frame';
import styles from './index-menu-04.section.module.css';

/** Numbered cards: large dark cards led by a big ordinal, on a grey band. */
export default function IndexMenu04Section(props: SectionLayoutProps) {
  const { t } = useTranslation();
  return (
    <QuickLinksFrame layout={props} className={styles.band}>
      {(links) => (
        <ol className={styles.grid}>
          {links.map((link, index) => (
            <li key={link.id}>
              <ChromeLink
                href={link.href}
                target={link.target}
                label={link.title}
                className={`${styles.card} ${focusRingClass}`}
              >
                <span aria-hidden="true" className={styles.ordinal}>
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span data-part="card-title" className={styles.title}>
                  {link.title}
                </span>
                {link.childTitles.length > 0 && (
                  <span className={styles.contains}>
                    {t('chrome.quickLinks.contains', { titles: link.childTitles.join('、') })}
                  </span>
                )}
              </ChromeLink>
            </li>
          ))}
        </ol>
      )}
    </QuickLinksFrame>
  );
}
