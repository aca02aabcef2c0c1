import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyValueStorage } from '../../domain/storage/storage.port';
import type { SiteHeader as SiteHeaderData } from '../../shared/api-types';
import { AppLink } from '../parts/app-link';
import { paths } from '../paths/paths';
import { AccessKeyAnchor } from './access-key-anchor';
import { useChromeVariant } from './chrome-variant.context';
import { SiteSearchForm } from './site-search-form';
import { SkipLink } from './skip-link';
import { TextSizeButtons, TextSizeControl } from './text-size-control';
import styles from './site-header.module.css';
import { cmsUrl } from '../paths/cms-url';

export interface SiteHeaderProps {
  lang: string;
  /** `GET /api/site/header`; null while it loads or when it failed (the title then reads 首頁). */
  header: SiteHeaderData | null;
  /** The login status (or a login link), supplied by the shell. */
  account?: ReactNode;
  /** Where the text size is remembered; the app's local storage (from the services) when omitted. */
  textSizeStorage?: KeyValueStorage | null;
  /** The current search query, kept in the search box on the search page. */
  searchQuery?: string;
}

/**
 * The content of the header slot: skip link first in the tab order, 導盲磚 U, then the site identity
 * and the tools. It renders no landmark itself: the frame wraps the slot in its `<header>`.
 */
export function SiteHeader({ lang, header, account, textSizeStorage, searchQuery }: SiteHeaderProps) {
  const { t } = useTranslation();
  const toolsId = useId();
  // Phones: the tools fold behind one button, so the page's own heading makes the first screen.
  const [toolsOpen, setToolsOpen] = useState(false);
  const { header: variant, headerTone } = useChromeVariant();
  const title = header?.title?.trim() || t('chrome.home');
  const logo = header?.logo;
  const big = variant === 'hero' || variant === 'minimal';
  const centred = variant === 'hero';
  const oneColumn = centred || variant === 'stacked';
  const classes = [
    styles.header,
    variant === 'compact' && styles.compact,
    big && styles.big,
    centred && styles.centred,
    oneColumn && styles.oneColumn,
    variant === 'stacked' && styles.stacked,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div data-part="site-header" className={classes}>
      <SkipLink />
      <div className={styles.bar}>
        <div className={styles.identity}>
          <AccessKeyAnchor zone="u" tone={headerTone} />
          {/* AppLink: through the router, absolute even inside the nested /home/:lang router. */}
          <AppLink href={paths.home.href(lang)} className={styles.home} data-part="site-home">
            <span className={styles.homeInner}>
              {logo?.original && (
                <img
                  src={cmsUrl(logo.original)}
                  alt={logo.description?.trim() || t('chrome.header.logoAlt', { title })}
                  width={logo.width}
                  height={logo.height}
                  className={styles.logo}
                />
              )}
              <span className={styles.title} data-part="site-title">
                {title}
              </span>
            </span>
          </AppLink>
        </div>
        {header?.subtitle && variant !== 'compact' && (
          <p className={styles.subtitle} data-part="site-subtitle">
            {header.subtitle}
          </p>
        )}
        <button
          type="button"
          className={styles.toolsToggle}
          aria-expanded={toolsOpen}
          aria-controls={toolsId}
          data-part="tools-toggle"
          onClick={() => setToolsOpen((open) => !open)}
        >
          {t('chrome.header.tools')}
        </button>
        <div
          id={toolsId}
          className={toolsOpen ? `${styles.tools} ${styles.toolsOpen}` : styles.tools}
          data-part="site-tools"
        >
          {textSizeStorage === undefined ? (
            <TextSizeControl />
          ) : (
            <TextSizeButtons storage={textSizeStorage} />
          )}
          <SiteSearchForm lang={lang} initialQuery={searchQuery} />
          {account && <div data-part="account">{account}</div>}
        </div>
      </div>
    </div>
  );
}
