import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageObject } from '../../../shared/api-types';
import { Gallery } from '../../parts/gallery-lightbox';
import { isRedundantLead } from '../../parts/lead-text';
import { MetaLine } from '../../parts/meta-line';
import { PageFeedback } from '../../parts/page-feedback';
import { RelatedItems } from '../../parts/related-items';
import { SharePrint } from '../../parts/share-print';
import { RichText } from '../../cms-html/rich-text';
import type { SinglePageLayoutProps } from '../contract/layout-contract';
import styles from './cms-single.list.module.css';

/** The page object's lists of references, by the content kind whose name heads each list. */
const REFERENCE_LISTS: ReadonlyArray<[keyof PageObject, string]> = [
  ['people', 'people'],
  ['events', 'events'],
  ['objects', 'object'],
  ['videos', 'video'],
  ['annals', 'annals'],
  ['digital', 'digital'],
  ['gallery', 'gallery'],
  ['normal', 'normal'],
  ['single', 'single'],
];

/** A single content page: title, lead, sanitized rich text, its images, views, share and print. */
export default function CmsSingleList({ name, lang, path, setting, page }: SinglePageLayoutProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const imagesId = useId();
  const title = typeof page.title === 'string' ? page.title.trim() : '';
  const description = typeof page.description === 'string' ? page.description.trim() : '';
  const content = typeof page.content === 'string' ? page.content : '';
  const views = typeof page.views === 'number' ? page.views : undefined;

  return (
    <article data-layout={name} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <div className={styles.tools}>
          <MetaLine views={views} showDate={false} showViews={setting.showViews} />
          <SharePrint title={title} showShare={setting.showShare} showPrint={setting.showPrint} />
        </div>
      </div>
      {!isRedundantLead(description, title, content) && (
        <p className={styles.lead} data-part="lead">
          {description}
        </p>
      )}
      <RichText html={content} />
      {Array.isArray(page.images) && page.images.length > 0 && (
        <section aria-labelledby={imagesId} className={styles.images}>
          <h2 id={imagesId} className={styles.imagesTitle}>
            {t('content.detail.gallery')}
          </h2>
          <Gallery images={page.images} />
        </section>
      )}
      {setting.showRelated &&
        REFERENCE_LISTS.map(([field, kind]) => (
          <RelatedItems key={field} items={page[field]} lang={lang} heading={t(`content.kind.${kind}`)} />
        ))}
      <PageFeedback path={path} itemId="" />
    </article>
  );
}
