import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FieldEntry {
  key: string;
  /** Already translated. */
  label: string;
  /** Empty strings, null and undefined are left out. */
  value: ReactNode;
}

export interface FieldListProps extends Omit<BoxProps, 'children'> {
  entries: FieldEntry[];
  /** `stacked` for cards (label above value on narrow cards), `table` for a detail's data block. */
  variant?: 'stacked' | 'table';
}

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === '';

/** An item's fields as a description list, each value read with its label. */
export function FieldList({ entries, variant = 'stacked', ...rest }: FieldListProps) {
  const shown = entries.filter((entry) => !isEmpty(entry.value));
  if (shown.length === 0) return null;
  const table = variant === 'table';
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={table ? { base: '1fr', sm: 'minmax(6em, max-content) 1fr' } : 'max-content 1fr'}
      columnGap="4"
      rowGap={table ? '2' : '1'}
      fontSize={table ? 'md' : 'sm'}
      data-part="field-list"
      {...rest}
    >
      {shown.map((entry) => (
        <Box key={entry.key} display="contents" data-field={entry.key}>
          <Box as="dt" fontWeight="bold" color={table ? 'fg' : 'fg.muted'}>
            {entry.label}
          </Box>
          <Box as="dd" m="0" mb={table ? { base: '2', sm: '0' } : '0'} minW="0" overflowWrap="anywhere">
            {entry.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
