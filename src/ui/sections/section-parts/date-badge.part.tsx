import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { dateTimeAttr, formatDate, toCalendarDay } from '../../parts/format-date';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * A calendar-leaf badge: the day large, year and month small. Screen readers get the whole date
 * in the site's one format instead of the split pieces; a row without a date keeps an empty
 * badge of the same size so the titles still line up.
 */
export function DateBadge({ date }: { date: string }) {
  const day = toCalendarDay(date);
  return (
    <Box
      flexShrink={0}
      w="4.5rem"
      minH="4.5rem"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderTopWidth="4px"
      borderTopColor="fg"
      borderRadius="md"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      bg="bg.subtle"
      data-part="date-badge"
    >
      {day ? (
        <time dateTime={dateTimeAttr(date)}>
          <Box
            as="span"
            aria-hidden="true"
            display="flex"
            flexDirection="column"
            alignItems="center"
            lineHeight="1.1"
          >
            <Text as="span" fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
              {pad(day.day)}
            </Text>
            <Text as="span" fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
              {`${day.year}-${pad(day.month)}`}
            </Text>
          </Box>
          <VisuallyHidden>{formatDate(date)}</VisuallyHidden>
        </time>
      ) : (
        <Text as="span" aria-hidden="true" color="fg.muted">
          —
        </Text>
      )}
    </Box>
  );
}
