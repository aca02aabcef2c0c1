import { Badge, Box, Heading, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../parts/app-link';
import { plainExcerpt } from '../../parts/excerpt';
import { num, text, yearSpan } from '../../parts/item-fields';
import { representativeImage } from '../../parts/representative-image';
import { ResponsiveImage } from '../../parts/responsive-image';
import { paths } from '../../routes/paths';
import type { ListLayoutProps } from '../layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';

const CONFIG: ListKindConfig = {
  yearField: 'startYear',
  sortFields: [
    { field: 'startYear', labelKey: 'content.fields.startYear' },
    { field: 'endYear', labelKey: 'content.fields.endYear' },
  ],
};

/** Historical events along a vertical time line: years and era first, then the story. */
export default function CmsEventsList(props: ListLayoutProps) {
  const { t } = useTranslation();
  const { lang, path } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <Box
          as="ol"
          listStyleType="none"
          p="0"
          m="0"
          borderInlineStartWidth="3px"
          borderColor="brand.solid"
          ms="2"
        >
          {rows.map((row) => {
            const span = yearSpan(num(row, 'startYear'), num(row, 'endYear'));
            const era = text(row, 'era');
            const image = representativeImage(row.images);
            return (
              <Box as="li" key={row.id} position="relative" ps={{ base: '5', md: '8' }} pb="8">
                <Box
                  aria-hidden="true"
                  position="absolute"
                  insetStart="-0.6rem"
                  top="0.35rem"
                  w="1rem"
                  h="1rem"
                  borderRadius="full"
                  bg="bg"
                  borderWidth="3px"
                  borderColor="brand.solid"
                />
                <HStack gap="3" flexWrap="wrap" mb="1">
                  {span && (
                    <Text as="span" fontWeight="bold" color="brand.fg" fontSize="lg">
                      <Text as="span" srOnly>
                        {t('content.fields.years')}
                      </Text>
                      {span}
                    </Text>
                  )}
                  {era && (
                    <Badge variant="outline" colorPalette="brand">
                      {era}
                    </Badge>
                  )}
                </HStack>
                <Box display="flex" gap="4" flexDirection={{ base: 'column', sm: 'row' }}>
                  <Box flex="1" minW="0">
                    <Heading as="h2" fontSize="lg" lineHeight="1.5" mb="1">
                      <AppLink href={paths.detail.href(lang, path, row.id)}>{row.title}</AppLink>
                    </Heading>
                    <Text color="fg.muted">{plainExcerpt(row.description, 120)}</Text>
                  </Box>
                  {image && (
                    <Box flexShrink={0} w={{ base: '100%', sm: '10rem' }}>
                      <Box asChild borderRadius="md">
                        <ResponsiveImage file={image} sizes="10rem" />
                      </Box>
                    </Box>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </ListFrame>
  );
}
