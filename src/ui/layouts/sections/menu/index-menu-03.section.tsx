import { useTranslation } from 'react-i18next';
import { ChromeLink } from '../../../chrome/menu-link';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { focusRingClass, QuickLinksFrame } from './quick-links-frame';
import styles from './index-menu-03.section.module.css';

/** Described list: two columns of titles, each with a line saying what lies behind it. */
export default function IndexMenu03Section(props: SectionLayoutProps) {
  const { t } = useTranslation();
  return (
    <QuickLinksFrame layout={props}>
      {(links) => (
        <ul className={styles.grid}>
          {links.map((link) => (
            <li key={link.id} className={styles.item}>
              <ChromeLink
                href={link.href}
                target={link.target}
                label={link.title}
                className={`${styles.link} ${focusRingClass}`}
              >
                {link.title}
                <span aria-hidden="true">→</span>
              </ChromeLink>
              <p className={styles.description}>
                {link.childTitles.length > 0
                  ? t('chrome.quickLinks.contains', { titles: link.childTitles.join('、') })
                  : t('chrome.quickLinks.goTo', { title: link.title })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </QuickLinksFrame>
  );
}
