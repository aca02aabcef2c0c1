import { Box, Button, chakra, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FieldProps {
  /** The control's id; its label points at it. */
  fieldId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  part: string;
}

function FieldLabel({ fieldId, label }: { fieldId: string; label: string }) {
  return (
    <chakra.label htmlFor={fieldId} display="block" fontWeight="bold" mb="1">
      {label}
    </chakra.label>
  );
}

/** One typed filter of an editor's list (稽核紀錄, 信箱管理): a labelled input at touch height. */
export function FilterInput({
  fieldId,
  label,
  value,
  onChange,
  part,
  type = 'text',
}: FieldProps & { type?: 'text' | 'search' | 'date' }) {
  return (
    <Box>
      <FieldLabel fieldId={fieldId} label={label} />
      <Input
        id={fieldId}
        type={type}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        minH="2.75rem"
        data-part={part}
      />
    </Box>
  );
}

/** One chosen filter: a labelled native select (its options are the children). */
export function FilterSelect({
  fieldId,
  label,
  value,
  onChange,
  part,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <Box>
      <FieldLabel fieldId={fieldId} label={label} />
      <NativeSelect.Root>
        <NativeSelect.Field
          id={fieldId}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          minH="2.75rem"
          data-part={part}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

export interface FilterActionsProps {
  /** The data-part prefix of the three buttons (`audit`, `inbox`). */
  part: string;
  searchText: string;
  clearText: string;
  onClear: () => void;
  exportText: string;
  onExport: () => void;
  exporting: boolean;
}

/** 查詢, 清除條件 and 匯出 CSV, in that order under every filter form of the editor's lists. */
export function FilterActions({
  part,
  searchText,
  clearText,
  onClear,
  exportText,
  onExport,
  exporting,
}: FilterActionsProps) {
  return (
    <Stack direction="row" gap="2" mt="3" wrap="wrap">
      <Button type="submit" colorPalette="brand" minH="2.75rem" data-part={`${part}-filter-submit`}>
        {searchText}
      </Button>
      <Button variant="outline" minH="2.75rem" onClick={onClear} data-part={`${part}-filter-clear`}>
        {clearText}
      </Button>
      <Button
        variant="outline"
        minH="2.75rem"
        onClick={onExport}
        disabled={exporting}
        data-part={`${part}-export`}
      >
        {exportText}
      </Button>
    </Stack>
  );
}
