import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import { API_PATHS } from '../../shared/api-paths';
import { OPEN_DATA_FORMATS, openDataFileHref, type OpenDataset } from '../../shared/open-data';
import { SiteFrame } from '../site-frame/site-frame';
import { AppLink, linkClass } from '../parts/app-link';
import { FailureState } from '../parts/failure-state';
import { dateTimeAttr, formatDate } from '../parts/format-date';
import { useLoad } from '../parts/use-load';
import { useFailure } from './use-failure';
import styles from './opendata.page.module.css';

/**
 * `/home/:lang/opendata`, 開放資料: every dataset of the site with the metadata data.gov.tw asks
 * for (提供機關, 更新頻率, 授權, 最後更新, 主要欄位說明) and its files. Server-rendered: readable
 * and its links usable without JavaScript.
 */
export default function OpenDataPage() {
  const { t } = useTranslation();
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const { content } = useServices();
  const catalog = useLoad('opendata', () => content.openData());
  const failure = useFailure(catalog.error, catalog.status === 'failed', catalog.retry);
  const title = t('pages.openData.title');
  const datasets =
    catalog.status === 'ready' && Array.isArray(catalog.data?.datasets) ? catalog.data.datasets : [];
  const license = catalog.status === 'ready' ? catalog.data?.license : undefined;

  return (
    <SiteFrame lang={lang} title={title} crumb={title} sidebar={false}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{t('pages.openData.intro')}</p>
      {license && (
        <p className={styles.intro}>
          {t('pages.openData.license')}
          <AppLink href={license.url} rel="license">
            {license.name}
          </AppLink>
        </p>
      )}
      {failure && <FailureState kind={failure} onRetry={catalog.retry} />}
      {catalog.status === 'loading' && <div className={styles.loading} aria-busy="true" />}
      {catalog.status === 'ready' && datasets.length === 0 && <p>{t('pages.openData.none')}</p>}
      {datasets.map((dataset) => (
        <Dataset key={dataset.path} dataset={dataset} />
      ))}
      {catalog.status === 'ready' && (
        <p className={styles.catalog}>
          <a href={API_PATHS.openData} type="application/json" className={linkClass(undefined)}>
            {t('pages.openData.catalog')}
          </a>
        </p>
      )}
    </SiteFrame>
  );
}

function Dataset({ dataset }: { dataset: OpenDataset }) {
  const { t } = useTranslation();
  const headingId = `dataset-${dataset.path}`;
  return (
    <section className={styles.dataset} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        {dataset.name}
      </h2>
      <p>{dataset.description}</p>
      <dl className={styles.facts}>
        <dt>{t('pages.openData.publisher')}</dt>
        <dd>{dataset.publisher}</dd>
        <dt>{t('pages.openData.frequency')}</dt>
        <dd>{dataset.frequency}</dd>
        <dt>{t('pages.openData.count')}</dt>
        <dd>{t('pages.openData.countValue', { count: dataset.count })}</dd>
        {dataset.updatedAt && (
          <>
            <dt>{t('pages.openData.updatedAt')}</dt>
            <dd>
              <time dateTime={dateTimeAttr(dataset.updatedAt)}>{formatDate(dataset.updatedAt)}</time>
            </dd>
          </>
        )}
        <dt>{t('pages.openData.fields')}</dt>
        <dd>{dataset.fields.map((field) => `${field.label}（${field.name}）`).join('、')}</dd>
      </dl>
      <p className={styles.files}>
        <span>{t('pages.openData.files')}</span>
        {OPEN_DATA_FORMATS.map((format) => (
          // Files, not pages of the app: plain anchors (the router would look for a page).
          <a
            key={format}
            className={linkClass(styles.file)}
            href={openDataFileHref(dataset.path, format)}
            aria-label={t('pages.openData.fileLabel', { name: dataset.name, format: format.toUpperCase() })}
          >
            {format.toUpperCase()}
          </a>
        ))}
      </p>
    </section>
  );
}
