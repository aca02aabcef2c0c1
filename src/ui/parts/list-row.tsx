import { Box, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';
import { plainExcerpt } from './excerpt';
import { dateTimeAttr, formatDate } from './format-date';

export interface ListRowProps extends Omit<BoxProps, 'title'> {
  href: string;
  title: string;
  /** Shown in front of the title, as bulletin boards of public sites do. */
  date?: string | null;
  badge?: ReactNode;
  meta?: ReactNode;
  excerpt?: string | null;
  excerptChars?: number;
  headingLevel?: 'h2' | 'h3' | 'h4';
  children?: ReactNode;
}

/** One item of a text list; renders an `li`, so callers wrap rows in a `ul`. */
export function ListRow({
  href,
  title,
  date,
  badge,
  meta,
  excerpt,
  excerptChars = 100,
  headingLevel = 'h3',
  children,
  ...rest
}: ListRowProps) {
  const summary = plainExcerpt(excerpt, excerptChars);
  return (
    <Box
      as="li"
      listStyleType="none"
      py="3"
      borderBottomWidth="1px"
      borderColor="border"
      display="flex"
      flexDirection={{ base: 'column', md: 'row' }}
      gap={{ base: '1', md: '4' }}
      data-part="list-row"
      {...rest}
    >
      {date && (
        <Text
          as="span"
          flexShrink={0}
          color="fg.muted"
          fontVariantNumeric="tabular-nums"
          minW={{ md: '7em' }}
        >
          <time dateTime={dateTimeAttr(date)}>{formatDate(date)}</time>
        </Text>
      )}
      <Stack gap="1" flex="1" minW="0">
        {badge}
        <Heading as={headingLevel} fontSize="md" lineHeight="1.6" fontWeight="medium">
          <AppLink href={href}>{title}</AppLink>
        </Heading>
        {meta}
        {summary && (
          <Text color="fg.muted" fontSize="sm" lineHeight="1.7">
            {summary}
          </Text>
        )}
        {children}
      </Stack>
    </Box>
  );
}
