import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useParams } from 'wouter';
import {
  countLine,
  exportFeedbackCsv,
  FEEDBACK_PAGE_SIZE,
  loadFeedbackComments,
  loadFeedbackPages,
  pageName,
  rateText,
  type FeedbackFilters,
  type Loaded,
} from '../../../application/feedback/feedback-staff';
import { useServices } from '../../../composition/services-provider';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import type {
  PageFeedbackComments,
  PageFeedbackPage,
  PageFeedbackSummary,
} from '../../../shared/page-feedback';
import { staffSegment } from '../../../shared/staff-paths';
import { StaffFrame } from '../frame/staff-frame';
import { useCsvDownload } from '../parts/csv-download';
import { DateRangeInputs, ListPanel } from '../parts/list-panel';
import table from '../parts/staff-table.module.css';

const EMPTY: FeedbackFilters = { from: '', to: '' };

/** An ISO time as staff read it: 2026-11-22 10:00 (Taipei). */
const taipeiTime = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

function Comments({ row, filters }: { row: PageFeedbackSummary; filters: FeedbackFilters }) {
  const { api } = useServices();
  const [loaded, setLoaded] = useState<Loaded<PageFeedbackComments> | null>(null);
  useEffect(() => {
    let live = true;
    void loadFeedbackComments(api, row, filters).then((answer) => live && setLoaded(answer));
    return () => {
      live = false;
    };
  }, [api, row, filters]);
  if (loaded === null) return <Text role="status">載入中…</Text>;
  if (loaded.kind === 'failed') return <Text role="alert">{loaded.message}</Text>;
  const { rows, total } = loaded.value;
  return (
    <Stack gap="2" data-part="feedback-comments">
      <Text>{`共 ${total} 則回答${total > rows.length ? `，顯示最新 ${rows.length} 則` : ''}。`}</Text>
      <Box as="ul" listStyleType="none" display="grid" gap="2">
        {rows.map((answer, index) => (
          <Box as="li" key={index} borderWidth="1px" borderRadius="md" p="3">
            <Text fontWeight="bold">{`${answer.helpful ? '是' : '否'}・${taipeiTime(answer.at)}`}</Text>
            <Text whiteSpace="pre-wrap">{answer.comment ?? '（未留意見）'}</Text>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * `/home/:lang/editor/feedback`: 頁面回饋, the answers to 「這個頁面對您有幫助嗎？」 per page
 * (title, 是, 否, 有幫助比率, comments) in a period, each page's comments, and 匯出 CSV. Each
 * account sees the pages under paths it may read; the server decides.
 */
export default function FeedbackPage() {
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const { api } = useServices();
  const id = useId();
  const [typed, setTyped] = useState<FeedbackFilters>(EMPTY);
  const [filters, setFilters] = useState<FeedbackFilters>(EMPTY);
  const [page, setPage] = useState(0);
  // The answer and the query it answers: while they differ, the list is loading.
  const [answered, setAnswered] = useState<{ key: string; answer: Loaded<PageFeedbackPage> } | null>(null);
  const [open, setOpen] = useState<PageFeedbackSummary | null>(null);
  const csv = useCsvDownload(() => exportFeedbackCsv(api, filters));

  const key = `${filters.from}|${filters.to}|${page}`;
  useEffect(() => {
    let live = true;
    void loadFeedbackPages(api, filters, page).then((answer) => live && setAnswered({ key, answer }));
    return () => {
      live = false;
    };
  }, [api, filters, page, key]);
  const loaded = answered?.key === key ? answered.answer : null;

  const total = loaded?.kind === 'loaded' ? loaded.value.total : 0;
  const count =
    loaded === null ? '載入中…' : loaded.kind === 'failed' ? loaded.message : countLine(total, page);
  const apply = (next: FeedbackFilters) => {
    setFilters(next);
    setPage(0);
    setOpen(null);
  };

  return (
    <StaffFrame lang={lang} title="頁面回饋" current={staffSegment('feedback')}>
      <Stack gap="6" data-page="page-feedback">
        <Heading as="h1" size="2xl">
          頁面回饋
        </Heading>
        <Text>
          訪客在每則內容與單一頁面最後回答「這個頁面對您有幫助嗎？」的結果。不含任何個人資料；您只會看到有閱讀權限的單元。
        </Text>
        <ListPanel
          part="feedback"
          filtersTitle="篩選期間"
          filters={<DateRangeInputs fieldId={id} value={typed} onChange={setTyped} part="feedback" />}
          onSearch={() => apply(typed)}
          onClear={() => {
            setTyped(EMPTY);
            apply(EMPTY);
          }}
          csv={csv}
          count={count}
          pager={{
            label: '頁面回饋分頁',
            page,
            pages: Math.max(1, Math.ceil(total / FEEDBACK_PAGE_SIZE)),
            onPage: setPage,
          }}
        >
          {loaded?.kind === 'loaded' && loaded.value.rows.length > 0 && (
            <div className={table.tableWrap}>
              <table className={table.table} data-part="feedback-table">
                <caption>各頁面的回饋（最近有回答的在前）</caption>
                <thead>
                  <tr>
                    <th scope="col">頁面</th>
                    <th scope="col">單元</th>
                    <th scope="col">是</th>
                    <th scope="col">否</th>
                    <th scope="col">有幫助比率</th>
                    <th scope="col">意見</th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.value.rows.map((row) => (
                    <tr key={`${row.path}\n${row.itemId}`} data-row={`${row.path}/${row.itemId}`}>
                      <td>{pageName(row)}</td>
                      <td>{row.moduleTitle}</td>
                      <td>{row.yes}</td>
                      <td>{row.no}</td>
                      <td>{rateText(row)}</td>
                      <td>
                        <Button
                          variant="outline"
                          size="sm"
                          minH="2.75rem"
                          aria-expanded={open === row}
                          onClick={() => setOpen(open === row ? null : row)}
                          data-part="feedback-open"
                        >
                          {`閱讀「${pageName(row)}」的 ${row.comments} 則意見`}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </ListPanel>
        {open && (
          <Stack as="section" gap="3" aria-labelledby={`${id}-open`} data-part="feedback-page">
            <Heading as="h2" size="lg" id={`${id}-open`}>
              {`「${pageName(open)}」的回饋`}
            </Heading>
            <Comments key={`${open.path}\n${open.itemId}`} row={open} filters={filters} />
          </Stack>
        )}
      </Stack>
    </StaffFrame>
  );
}
