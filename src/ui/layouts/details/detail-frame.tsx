import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../parts/app-link';
import { FieldList, type FieldEntry } from '../../parts/field-list';
import { Gallery } from '../../parts/gallery-lightbox';
import { num, strings, text } from '../../parts/item-fields';
import { isRedundantLead } from '../../parts/lead-text';
import { MetaLine } from '../../parts/meta-line';
import { PageFeedback } from '../../parts/page-feedback';
import { RelatedItems } from '../../parts/related-items';
import { visibleFiles } from '../../parts/representative-image';
import { SharePrint } from '../../parts/share-print';
import { TagList } from '../../parts/tag-list';
import { paths } from '../../paths/paths';
import type { FileEntry } from '../../../shared/api-types';
import type { DetailLayoutProps } from '../contract/layout-contract';
import { HeroFigure } from './hero-figure';
import styles from './detail-frame.module.css';

export interface DetailFrameProps {
  props: DetailLayoutProps;
  /** The field dating the item, shown in the meta line when `showDate` is on. */
  dateField?: string;
  dateLabelKey?: string;
  /** Shown in the meta line (articles, annals). */
  category?: string;
  /**
   * Rich-text field the lead is compared with, so the lead never repeats the body's first lines;
   * null for kinds whose description is the only text (videos, albums, downloads).
   */
  bodyField?: string | null;
  /** Above the data block: the video or the album. */
  media?: ReactNode;
  /** The item's representative image, shown large above the data block. */
  heroImage?: FileEntry | undefined;
  /** Widest the hero may be: portraits and objects are shown whole, not stretched. */
  heroMaxW?: string;
  /** The kind's own data, as label and value. */
  fields?: FieldEntry[];
  /** The body: rich text and sections. */
  children?: ReactNode;
  /** The item's images as a gallery under the body; off when `media` already shows them. */
  galleryField?: string | null;
  /** Lists of references that belong to the kind (a person's events), shown whatever the setting. */
  references?: ReactNode;
}

/**
 * What every detail shares: title, date and views per the menu setting, share and print, the lead,
 * the data block, the body, the image gallery, tags, related items and the way back to the list.
 */
export function DetailFrame({
  props,
  dateField,
  dateLabelKey = 'content.meta.date',
  category,
  bodyField = 'content',
  media,
  heroImage,
  heroMaxW,
  fields = [],
  children,
  galleryField = 'images',
  references,
}: DetailFrameProps) {
  const { t } = useTranslation();
  const { name, lang, path, module, setting, item } = props;
  const titleId = useId();
  const galleryId = useId();
  const infoId = useId();
  const title = typeof item.title === 'string' ? item.title : '';
  const description = text(item, 'description');
  const showLead = !isRedundantLead(description, title, bodyField ? text(item, bodyField) : '');
  const allImages = galleryField ? visibleFiles(item[galleryField]) : [];
  // A lone image already shown as the hero is not repeated as a one-picture gallery.
  const images =
    allImages.length === 1 && heroImage && allImages[0]!.original === heroImage.original ? [] : allImages;

  return (
    <article data-layout={name} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <div className={styles.metaRow}>
          <MetaLine
            date={dateField ? text(item, dateField) : undefined}
            dateLabelKey={dateLabelKey}
            views={num(item, 'views')}
            category={category}
            showDate={setting.showDate}
            showViews={setting.showViews}
          />
          <SharePrint title={title} showShare={setting.showShare} showPrint={setting.showPrint} />
        </div>
      </header>
      {showLead && (
        <p className={styles.lead} data-part="lead">
          {description}
        </p>
      )}
      {heroImage && (
        <div className={styles.hero}>
          <HeroFigure image={heroImage} maxW={heroMaxW} />
        </div>
      )}
      {media && <div className={styles.media}>{media}</div>}
      {fields.some((f) => f.value !== '' && f.value !== null && f.value !== undefined) && (
        <section aria-labelledby={infoId} className={styles.info}>
          <h2 id={infoId} className={styles.infoTitle}>
            {t('content.detail.info')}
          </h2>
          <FieldList entries={fields} variant="table" />
        </section>
      )}
      {children}
      {images.length > 0 && (
        <section aria-labelledby={galleryId} className={styles.gallery}>
          <h2 id={galleryId} className={styles.galleryTitle}>
            {t('content.fields.images')}
          </h2>
          <Gallery images={images} />
        </section>
      )}
      {references}
      {setting.showTags && (
        <div className={styles.tags}>
          <TagList tags={strings(item, 'tags')} lang={lang} />
        </div>
      )}
      {setting.showRelated && <RelatedItems items={item.related} lang={lang} />}
      <PageFeedback path={path} itemId={String(item.id)} />
      <div className={styles.back}>
        <AppLink href={paths.page.href(lang, path)}>
          {t('content.detail.backTo', { title: module.title })}
        </AppLink>
      </div>
    </article>
  );
}
