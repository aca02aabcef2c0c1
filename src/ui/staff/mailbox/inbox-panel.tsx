import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { MailboxKit } from '../../../application/mailbox/mailbox-kit';
import {
  inboxFiltersFrom,
  inboxSearch,
  letterOf,
  NO_INBOX_FILTERS,
  UNASSIGNED,
  type InboxFilters,
} from '../../../domain/mailbox/inbox-filters';
import { assigneeText, replyByText } from '../../../domain/mailbox/letter-policy';
import { LETTER_STATUSES, LETTER_STATUS_LABELS } from '../../../shared/letter-status';
import type { Colleague } from '../../../shared/mailbox-inbox.types';
import { useLoad } from '../../parts/use-load';
import { DateRangeInputs, FilterInput, FilterSelect, ListPanel } from '../parts/list-panel';
import tableCss from '../parts/staff-table.module.css';
import { saveTextFile, useCsvDownload } from '../parts/csv-download';
import { LetterDialog } from './letter-dialog';
import css from './mailbox.module.css';
import { StatusBadge } from './status-badge';

export interface InboxPanelProps {
  kit: MailboxKit;
  /** The inbox's own path (no query): filters and the letter open live in its query string. */
  base: string;
  /** Saves the export; the browser's Blob link unless a test hands in its own. */
  save?: (name: string, text: string) => void;
}

const NO_STAFF: readonly Colleague[] = [];

/**
 * 信箱管理's body: the filters (words, status, dates, colleague, overdue), one page of letters with
 * its count in a live region and its pager, 匯出 CSV, and the letter `?letter=` names in a dialog.
 * Everything shown is in the URL, so a reload, Back or a link sent to a colleague opens the same.
 */
export function InboxPanel({ kit, base, save = saveTextFile }: InboxPanelProps) {
  const id = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  const applied = useMemo(() => inboxFiltersFrom(search), [search]);
  const letter = letterOf(search);
  const listKey = inboxSearch(applied);
  const [typed, setTyped] = useState<InboxFilters>(applied);
  const [reloads, setReloads] = useState(0);
  const csv = useCsvDownload(() => kit.exportCsv(applied), save);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const returnFocus = useRef<HTMLElement | null>(null);

  // Back, a link or 清除 moved the URL: the form shows what the list shows (set while rendering,
  // React's way to follow a prop without an effect's extra pass).
  const [typedFor, setTypedFor] = useState(listKey);
  if (typedFor !== listKey) {
    setTypedFor(listKey);
    setTyped(applied);
  }

  const go = (filters: InboxFilters, serial: string | null = null, replace = false) =>
    navigate(`~${base}${inboxSearch(filters, serial)}`, { replace });

  const staffLoad = useLoad(kit, () => kit.staff());
  const staff = staffLoad.data?.kind === 'listed' ? staffLoad.data.staff : NO_STAFF;
  // The query names the load, so only the answer for the list shown now lands.
  const query = useMemo(() => ({ kit, listKey, reloads }), [kit, listKey, reloads]);
  const listed = useLoad(query, () => kit.page(applied));
  const answer = listed.data;

  const openLetter = (serial: string) => {
    returnFocus.current = openers.current.get(serial) ?? null;
    go(applied, serial, true);
  };

  const set = <K extends keyof InboxFilters>(name: K, value: InboxFilters[K]) =>
    setTyped((f) => ({ ...f, [name]: value }));

  if (answer?.kind === 'refused')
    return (
      <Text role="alert" data-part="inbox-refused">
        {answer.message}
      </Text>
    );

  const pages = answer?.kind === 'page' ? answer.pages : 1;

  return (
    <>
      <ListPanel
        part="inbox"
        filtersTitle="搜尋與篩選"
        filters={
          <>
            <FilterInput
              fieldId={`${id}-q`}
              label="關鍵字（流水號、姓名、電子郵件、主旨或內容）"
              type="search"
              value={typed.q}
              onChange={(value) => set('q', value)}
              part="inbox-filter-q"
            />
            <FilterSelect
              fieldId={`${id}-status`}
              label="狀態"
              value={typed.status}
              onChange={(value) => set('status', value as InboxFilters['status'])}
              part="inbox-filter-status"
            >
              <option value="">全部狀態</option>
              {LETTER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {LETTER_STATUS_LABELS[s]}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              fieldId={`${id}-assignee`}
              label="承辦同仁"
              value={typed.assignee}
              onChange={(value) => set('assignee', value)}
              part="inbox-filter-assignee"
            >
              <option value="">全部同仁</option>
              <option value={UNASSIGNED}>未指派</option>
              {staff.map((c) => (
                <option key={c.account} value={c.account}>
                  {assigneeText(c)}
                </option>
              ))}
            </FilterSelect>
            <DateRangeInputs
              fieldId={id}
              value={typed}
              onChange={({ from, to }) => setTyped((f) => ({ ...f, from, to }))}
              part="inbox-filter"
              labels={{ from: '收件日期起', to: '收件日期迄' }}
            />
            <Box display="flex" alignItems="center" gap="2" pt={{ md: '7' }}>
              <input
                id={`${id}-overdue`}
                type="checkbox"
                className={css.check}
                checked={typed.overdue}
                onChange={(e) => set('overdue', e.currentTarget.checked)}
                data-part="inbox-filter-overdue"
              />
              <chakra.label htmlFor={`${id}-overdue`} fontWeight="bold">
                只看逾期未回覆
              </chakra.label>
            </Box>
          </>
        }
        onSearch={() => go({ ...typed, page: 0 })}
        onClear={() => go(NO_INBOX_FILTERS)}
        csv={csv}
        count={
          listed.status === 'failed'
            ? '無法載入信件清單，請稍後再試。'
            : listed.status === 'loading' || answer === undefined
              ? '載入中…'
              : answer.kind === 'page'
                ? `共 ${answer.total} 封，第 ${applied.page + 1} / ${pages} 頁`
                : answer.message
        }
        pager={{
          label: '信件分頁',
          page: applied.page,
          pages,
          onPage: (page) => go({ ...applied, page }),
        }}
      >
        {answer?.kind === 'page' && answer.rows.length === 0 && <Text>沒有符合條件的信件。</Text>}
        {answer?.kind === 'page' && answer.rows.length > 0 && (
          <div
            className={tableCss.tableWrap}
            role="region"
            aria-labelledby={`${id}-caption`}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus.
            tabIndex={0}
          >
            <table className={tableCss.table} data-part="inbox-table">
              <caption id={`${id}-caption`}>民眾來信（第 {applied.page + 1} 頁）</caption>
              <thead>
                <tr>
                  <th scope="col">流水號</th>
                  <th scope="col">收件時間</th>
                  <th scope="col">主旨</th>
                  <th scope="col">姓名</th>
                  <th scope="col">狀態</th>
                  <th scope="col">承辦人</th>
                  <th scope="col">回覆期限</th>
                </tr>
              </thead>
              <tbody>
                {answer.rows.map((row) => (
                  <tr key={row.serialNo} data-part="inbox-row" data-serial={row.serialNo}>
                    <td>
                      <Button
                        ref={(el: HTMLButtonElement | null) => {
                          if (el) openers.current.set(row.serialNo, el);
                          else openers.current.delete(row.serialNo);
                        }}
                        variant="outline"
                        size="sm"
                        minH="2.75rem"
                        aria-label={`開啟信件 ${row.serialNo}：${row.subject}`}
                        onClick={() => openLetter(row.serialNo)}
                        data-part="inbox-open"
                      >
                        {row.serialNo}
                      </Button>
                    </td>
                    <td>{row.createdAt}</td>
                    <td>{row.subject}</td>
                    <td>{row.name}</td>
                    <td>
                      <StatusBadge status={row.status} />
                    </td>
                    <td>{assigneeText(row.assignee)}</td>
                    <td
                      className={row.overdue ? css.overdue : undefined}
                      data-overdue={row.overdue || undefined}
                    >
                      {replyByText(row)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListPanel>
      {letter !== null && (
        <LetterDialog
          key={letter}
          kit={kit}
          serialNo={letter}
          staff={staff}
          onChanged={() => setReloads((n) => n + 1)}
          onClose={() => go(applied, null, true)}
          returnFocus={returnFocus}
        />
      )}
    </>
  );
}
