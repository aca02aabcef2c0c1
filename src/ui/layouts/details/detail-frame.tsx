import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../parts/app-link';
import { FieldList, type FieldEntry } from '../../parts/field-list';
import { Gallery } from '../../parts/gallery-lightbox';
import { num, strings, text } from '../../parts/item-fields';
import { isRedundantLead } from '../../parts/lead-text';
import { MetaLine } from '../../parts/meta-line';
import { RelatedItems } from '../../parts/related-items';
import { visibleFiles } from '../../parts/representative-image';
import { SharePrint } from '../../parts/share-print';
import { TagList } from '../../parts/tag-list';
import { paths } from '../../routes/paths';
import type { FileEntry } from '../../../shared/api-types';
import type { DetailLayoutProps } from '../layout-contract';
import { HeroFigure } from './hero-figure';

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
    <Box as="article" data-layout={name} aria-labelledby={titleId}>
      <Stack gap="3" mb="6" as="header">
        <Heading as="h1" id={titleId} fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.3">
          {title}
        </Heading>
        <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="3">
          <MetaLine
            date={dateField ? text(item, dateField) : undefined}
            dateLabelKey={dateLabelKey}
            views={num(item, 'views')}
            category={category}
            showDate={setting.showDate}
            showViews={setting.showViews}
          />
          <SharePrint title={title} showShare={setting.showShare} showPrint={setting.showPrint} />
        </HStack>
      </Stack>
      {showLead && (
        <Text fontSize="lg" color="fg.muted" mb="6" whiteSpace="pre-line" data-part="lead">
          {description}
        </Text>
      )}
      {heroImage && (
        <Box mb="8">
          <HeroFigure image={heroImage} maxW={heroMaxW} />
        </Box>
      )}
      {media && <Box mb="8">{media}</Box>}
      {fields.some((f) => f.value !== '' && f.value !== null && f.value !== undefined) && (
        <Box as="section" aria-labelledby={infoId} mb="8" p="4" bg="bg.subtle" borderRadius="md">
          <Heading as="h2" id={infoId} fontSize="lg" mb="3">
            {t('content.detail.info')}
          </Heading>
          <FieldList entries={fields} variant="table" />
        </Box>
      )}
      {children}
      {images.length > 0 && (
        <Box as="section" aria-labelledby={galleryId} mt="10">
          <Heading as="h2" id={galleryId} fontSize="xl" mb="4">
            {t('content.fields.images')}
          </Heading>
          <Gallery images={images} />
        </Box>
      )}
      {references}
      {setting.showTags && (
        <Box mt="8">
          <TagList tags={strings(item, 'tags')} lang={lang} />
        </Box>
      )}
      {setting.showRelated && <RelatedItems items={item.related} lang={lang} />}
      <Box
        mt="10"
        pt="4"
        borderTopWidth="1px"
        borderColor="border"
        css={{ '@media print': { display: 'none' } }}
      >
        <AppLink href={paths.page.href(lang, path)}>
          {t('content.detail.backTo', { title: module.title })}
        </AppLink>
      </Box>
    </Box>
  );
}
