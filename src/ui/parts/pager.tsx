import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  total: number;
  /** Rows per page. */
  limit: number;
  offset: number;
  /** Called with the offset of the chosen page. */
  onPageChange(offset: number): void;
}

export type PageSlot = number | 'gap';

/**
 * The page numbers to offer: first, last, and the current page with one neighbour each side;
 * a gap stands for the skipped run. Short runs (a gap of one page) show the page instead.
 */
export function pageWindow(current: number, pages: number): PageSlot[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) slots.push(previous + 1);
    else if (page - previous > 2) slots.push('gap');
    slots.push(page);
    previous = page;
  }
  return slots;
}

/** Accessible pagination: a labelled nav, the current page marked with aria-current. */
export function Pager({ total, limit, offset, onPageChange }: PagerProps) {
  const { t } = useTranslation();
  const size = Math.max(1, Math.floor(limit) || 1);
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / size));
  const current = Math.min(pages, Math.floor(Math.max(0, offset) / size) + 1);
  if (pages <= 1) return null;

  const go = (page: number) => onPageChange((page - 1) * size);

  return (
    <Box as="nav" aria-label={t('content.pager.label')} data-part="pager" mt="6">
      <HStack as="ul" listStyleType="none" gap="1" flexWrap="wrap" justify="center" p="0" m="0">
        <li>
          <Button size="sm" variant="outline" disabled={current === 1} onClick={() => go(current - 1)}>
            {t('content.pager.previous')}
          </Button>
        </li>
        {pageWindow(current, pages).map((slot, index) =>
          slot === 'gap' ? (
            <Box as="li" key={`gap-${index}`} aria-hidden="true" px="1" color="fg.muted">
              {t('content.pager.gap')}
            </Box>
          ) : (
            <li key={slot}>
              <Button
                size="sm"
                minW="2.5rem"
                variant={slot === current ? 'solid' : 'outline'}
                aria-label={t('content.pager.page', { page: slot })}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => (slot === current ? undefined : go(slot))}
              >
                {slot}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button size="sm" variant="outline" disabled={current === pages} onClick={() => go(current + 1)}>
            {t('content.pager.next')}
          </Button>
        </li>
      </HStack>
      <Text textAlign="center" fontSize="sm" color="fg.muted" mt="2">
        {t('content.pager.status', { page: current, pages, total })}
      </Text>
    </Box>
  );
}
