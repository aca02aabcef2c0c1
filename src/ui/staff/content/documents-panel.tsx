import { Box, Button, chakra, Heading, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { EditingKit } from '../../../application/editing/editing-kit';
import { DOCUMENTS_PAGE_SIZE } from '../../../application/editing/list-documents.use-case';
import { useServices } from '../../../composition/services-provider';
import type { DocumentQuery } from '../../../domain/editing/history.port';
import { whyNoNewItems } from '../../../domain/editing/module-policy';
import type { ContentKind } from '../../../shared/api-types';
import { AppLink } from '../../parts/app-link';
import { useLoad } from '../../parts/use-load';
import { FilterInput, FilterSelect, ListPanel } from '../parts/list-panel';
import tableCss from '../parts/staff-table.module.css';
import { taipeiDateTime } from '../../editor/history/history-texts';
import { StatusBadge, STATUS_TEXT } from '../../editor/parts/status-badge';
import { failureText, itemIdOf } from '../../editor/parts/failure-text';
import { itemEditHref, withEditMode } from '../../paths/edit-paths';
import { paths } from '../../paths/paths';

type Status = NonNullable<DocumentQuery['status']>;
const STATUSES: Status[] = ['draft', 'published', 'changed', 'scheduled'];

export interface DocumentsPanelProps {
  kit: EditingKit;
  lang: string;
  path: string;
  /** The module's kind: 新增項目 is offered only where items may be added (whyNoNewItems). */
  kind?: ContentKind | undefined;
}

/**
 * 文件清單 of one module: search, a status filter and pages; each item with its status badge, its
 * last change and a link that opens it in the editor. 新增項目 makes a draft and opens it.
 */
export function DocumentsPanel({ kit, lang, path, kind }: DocumentsPanelProps) {
  const { navigation } = useServices();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(0);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState('');
  const [creating, setCreating] = useState(false);
  const [filtersOf, setFiltersOf] = useState(path);
  const noNewItems = whyNoNewItems(kind);

  // Another module starts on its first page with no search or filter (state reset during render).
  if (filtersOf !== path) {
    setFiltersOf(path);
    setTyped('');
    setQ('');
    setStatus('');
    setPage(0);
  }

  // The query names the load, so only the answer for the page shown now lands.
  const query = useMemo(
    () => (path ? { kit, path, page, q, kind, ...(status ? { status } : {}) } : null),
    [kit, path, page, q, kind, status],
  );
  const single = kind === 'single';
  const listed = useLoad(query, () =>
    kit.listDocuments({ path, page, q, single, ...(status ? { status } : {}) }),
  );

  const pages =
    listed.status === 'ready' ? Math.max(1, Math.ceil(listed.data.total / DOCUMENTS_PAGE_SIZE)) : 1;

  const clear = () => {
    setTyped('');
    setQ('');
    setStatus('');
    setPage(0);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setTitleError('');
    setCreating(true);
    const outcome = await kit.createItem({ path, title, kind });
    if (outcome.kind === 'created') navigation.goTo(itemEditHref(lang, path, itemIdOf(outcome.docId, path)));
    else {
      setTitleError(
        outcome.kind === 'untitled' ? '請填寫標題' : failureText(outcome.error, '無法新增項目，請稍後再試。'),
      );
      setCreating(false);
    }
  };

  return (
    <Box as="section" aria-labelledby={`${id}-heading`} data-part="documents-panel">
      <Heading as="h2" size="lg" mb="3" id={`${id}-heading`}>
        文件清單
      </Heading>
      <ListPanel
        part="documents"
        filtersTitle="搜尋與篩選"
        headingLevel="h3"
        filters={
          <>
            <FilterInput
              fieldId={`${id}-q`}
              label="搜尋標題"
              type="search"
              value={typed}
              onChange={setTyped}
              part="documents-filter-q"
            />
            {/* A status is one choice among few: the list follows it at once. */}
            <FilterSelect
              fieldId={`${id}-status`}
              label="狀態"
              value={status}
              onChange={(value) => {
                setStatus(value as Status | '');
                setPage(0);
              }}
              part="documents-filter-status"
            >
              <option value="">全部狀態</option>
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_TEXT[value].text}
                </option>
              ))}
            </FilterSelect>
          </>
        }
        onSearch={() => {
          setQ(typed);
          setPage(0);
        }}
        onClear={clear}
        count={
          listed.status === 'loading'
            ? '載入中…'
            : listed.status === 'failed'
              ? failureText(listed.error, '無法載入文件清單。')
              : `共 ${listed.data.total} 筆，第 ${page + 1} / ${pages} 頁`
        }
        pager={{ label: '文件清單分頁', page, pages, onPage: setPage }}
      >
        {listed.status === 'ready' && listed.data.rows.length > 0 && (
          <div className={tableCss.tableWrap}>
            <table className={`${tableCss.table} ${tableCss.middle}`} data-part="documents-table">
              <caption>{`${path} 的項目`}</caption>
              <thead>
                <tr>
                  <th scope="col">標題</th>
                  <th scope="col">狀態</th>
                  <th scope="col">最後更新</th>
                  <th scope="col">
                    <VisuallyHidden>操作</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {listed.data.rows.map((row) => (
                  <tr key={row.docId} data-doc={row.docId}>
                    <td>{row.title ?? '（無標題）'}</td>
                    <td>
                      <StatusBadge status={row.status} />
                    </td>
                    <td>
                      {taipeiDateTime(row.updatedAt)}・{row.updatedBy}
                    </td>
                    <td>
                      <AppLink
                        href={
                          row.docId.startsWith('page:')
                            ? withEditMode(paths.page.href(lang, path), true)
                            : itemEditHref(lang, path, itemIdOf(row.docId, path))
                        }
                        aria-label={`開啟編輯：${row.title ?? row.docId}`}
                      >
                        開啟編輯
                      </AppLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {listed.status === 'ready' && listed.data.rows.length === 0 && <Text>沒有符合的項目。</Text>}
      </ListPanel>

      {noNewItems !== null ? (
        <Text mt="6" data-part="no-new-items">
          {noNewItems}
        </Text>
      ) : (
        <chakra.form onSubmit={(e) => void create(e)} mt="6" noValidate data-part="create-item">
          <Heading as="h3" size="md" mb="2">
            新增項目
          </Heading>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ sm: 'flex-end' }}>
            <Box flex="1">
              <chakra.label htmlFor={`${id}-title`} display="block" fontWeight="bold" mb="1">
                標題（必填）
              </chakra.label>
              <Input
                id={`${id}-title`}
                value={title}
                required
                aria-invalid={titleError !== '' || undefined}
                aria-describedby={titleError ? `${id}-title-error` : undefined}
                onChange={(e) => setTitle(e.currentTarget.value)}
                minH="2.75rem"
              />
            </Box>
            <Button type="submit" colorPalette="brand" disabled={creating || !path} minH="2.75rem">
              新增項目
            </Button>
          </Stack>
          {titleError && (
            <Text id={`${id}-title-error`} role="alert" color="red.700" mt="1">
              {titleError}
            </Text>
          )}
        </chakra.form>
      )}
    </Box>
  );
}
