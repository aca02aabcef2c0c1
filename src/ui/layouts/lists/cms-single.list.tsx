import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageObject } from '../../../shared/api-types';
import { Gallery } from '../../parts/gallery-lightbox';
import { isRedundantLead } from '../../parts/lead-text';
import { MetaLine } from '../../parts/meta-line';
import { RelatedItems } from '../../parts/related-items';
import { SharePrint } from '../../parts/share-print';
import { RichText } from '../../rich-text/rich-text';
import type { SinglePageLayoutProps } from '../layout-contract';

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
export default function CmsSingleList({ name, lang, setting, page }: SinglePageLayoutProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const imagesId = useId();
  const title = typeof page.title === 'string' ? page.title.trim() : '';
  const description = typeof page.description === 'string' ? page.description.trim() : '';
  const content = typeof page.content === 'string' ? page.content : '';
  const views = typeof page.views === 'number' ? page.views : undefined;

  return (
    <Box as="article" data-layout={name} aria-labelledby={titleId}>
      <Stack gap="3" mb="6">
        <Heading as="h1" id={titleId} fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.3">
          {title}
        </Heading>
        <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="3">
          <MetaLine views={views} showDate={false} showViews={setting.showViews} />
          <SharePrint title={title} showShare={setting.showShare} showPrint={setting.showPrint} />
        </HStack>
      </Stack>
      {!isRedundantLead(description, title, content) && (
        <Text fontSize="lg" color="fg.muted" mb="6" whiteSpace="pre-line" data-part="lead">
          {description}
        </Text>
      )}
      <RichText html={content} />
      {Array.isArray(page.images) && page.images.length > 0 && (
        <Box as="section" aria-labelledby={imagesId} mt="10">
          <Heading as="h2" id={imagesId} fontSize="xl" mb="4">
            {t('content.detail.gallery')}
          </Heading>
          <Gallery images={page.images} />
        </Box>
      )}
      {setting.showRelated &&
        REFERENCE_LISTS.map(([field, kind]) => (
          <RelatedItems key={field} items={page[field]} lang={lang} heading={t(`content.kind.${kind}`)} />
        ))}
    </Box>
  );
}
