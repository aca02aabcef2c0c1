import { Box, Button, chakra, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { CSV_TEXTS, type CsvDownload } from './csv-download';

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

/** One typed filter of a staff list: a labelled input at touch height. */
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

/** The two days of a from–to filter, `YYYY-MM-DD` or '' for an open end. */
export interface DayRangeValue {
  from: string;
  to: string;
}

/**
 * A from–to filter of days, as every staff screen that filters by days has it: two date inputs,
 * 開始日期 and 結束日期 unless the screen names them, with parts `{part}-from` and `{part}-to`.
 */
export function DateRangeInputs({
  fieldId,
  value,
  onChange,
  part,
  labels = { from: '開始日期', to: '結束日期' },
}: {
  fieldId: string;
  value: DayRangeValue;
  onChange: (value: DayRangeValue) => void;
  part: string;
  labels?: DayRangeValue;
}) {
  return (
    <>
      {(['from', 'to'] as const).map((end) => (
        <FilterInput
          key={end}
          fieldId={`${fieldId}-${end}`}
          label={labels[end]}
          type="date"
          value={value[end]}
          onChange={(day) => onChange({ ...value, [end]: day })}
          part={`${part}-${end}`}
        />
      ))}
    </>
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

export interface ListPager {
  /** The pager's name as a navigation landmark (「信件分頁」). */
  label: string;
  /** The page shown, from 0. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export interface ListPanelProps {
  /** The prefix of the panel's `data-part`s: `audit` gives `audit-count`, `audit-export`… */
  part: string;
  /** The filter form's heading, which names its search landmark. */
  filtersTitle: string;
  /** The heading's level under the page's own (h2 under the page's h1, h3 inside a section). */
  headingLevel?: 'h2' | 'h3';
  /** The filters, laid out in up to three columns, one on a phone. */
  filters: ReactNode;
  /** 查詢: the filters typed become the list's (from its first page). */
  onSearch: () => void;
  /** 清除條件: no filter, first page. */
  onClear: () => void;
  /** 匯出 CSV of every row under the filters applied, where the list offers one. */
  csv?: CsvDownload;
  /** The live line under the filters: 「共 25 筆，第 1 / 2 頁」, or that it is loading or failed. */
  count: string;
  pager: ListPager;
  /** One page of rows (a table), or the sentence that says there are none. */
  children?: ReactNode;
}

/**
 * The one filters-and-paging panel of the staff lists (稽核紀錄, 信箱管理, a module's documents): a
 * search form with its filters and 查詢 / 清除條件 (and 匯出 CSV), the count in a live region, the
 * page of rows, and 上一頁 / 下一頁 in a navigation landmark. The list owns what its filters mean
 * and where they live (the URL, or state); the panel is the same everywhere.
 */
export function ListPanel({
  part,
  filtersTitle,
  headingLevel = 'h2',
  filters,
  onSearch,
  onClear,
  csv,
  count,
  pager,
  children,
}: ListPanelProps) {
  const id = useId();
  const { page, pages, onPage } = pager;
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Stack gap="4" data-part={`${part}-list`}>
      <chakra.form onSubmit={search} role="search" aria-labelledby={`${id}-filters`} noValidate>
        <Text as={headingLevel} id={`${id}-filters`} fontWeight="bold" fontSize="lg" mb="2">
          {filtersTitle}
        </Text>
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="3">
          {filters}
        </Box>
        <Stack direction="row" gap="2" mt="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" minH="2.75rem" data-part={`${part}-filter-submit`}>
            查詢
          </Button>
          <Button variant="outline" minH="2.75rem" onClick={onClear} data-part={`${part}-filter-clear`}>
            清除條件
          </Button>
          {csv && (
            <Button
              variant="outline"
              minH="2.75rem"
              onClick={csv.start}
              disabled={csv.busy}
              data-part={`${part}-export`}
            >
              {csv.busy ? CSV_TEXTS.busy : CSV_TEXTS.button}
            </Button>
          )}
        </Stack>
      </chakra.form>

      {csv && (
        <Text role="status" aria-live="polite" data-part={`${part}-announcement`}>
          {csv.announcement}
        </Text>
      )}
      <Text role="status" aria-live="polite" data-part={`${part}-count`}>
        {count}
      </Text>

      {children}

      <Stack direction="row" gap="2" as="nav" aria-label={pager.label}>
        <Button
          variant="outline"
          minH="2.75rem"
          disabled={page === 0}
          onClick={() => onPage(page - 1)}
          data-part={`${part}-previous`}
        >
          上一頁
        </Button>
        <Button
          variant="outline"
          minH="2.75rem"
          disabled={page + 1 >= pages}
          onClick={() => onPage(page + 1)}
          data-part={`${part}-next`}
        >
          下一頁
        </Button>
      </Stack>
    </Stack>
  );
}
