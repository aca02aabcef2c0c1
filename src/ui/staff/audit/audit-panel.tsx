import { Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountsKit } from '../../../application/accounts/accounts-kit';
import {
  AUDIT_ACTIONS,
  auditActionText,
  auditDetailText,
  auditDocumentText,
  auditTimeText,
  NO_AUDIT_FILTERS,
  type AuditFilters,
} from '../../../domain/accounts/audit-policy';
import { useLoad } from '../../parts/use-load';
import { DateRangeInputs, FilterInput, FilterSelect, ListPanel } from '../parts/list-panel';
import tableCss from '../parts/staff-table.module.css';
import { saveTextFile, useCsvDownload } from '../parts/csv-download';

export interface AuditPanelProps {
  kit: AccountsKit;
  /** Saves the export; the browser's Blob link unless a test hands in its own. */
  save?: (name: string, text: string) => void;
}

type TextFilter = Exclude<keyof AuditFilters, 'action' | 'from' | 'to'>;

/**
 * 稽核紀錄's body: filters (account, action, document, dates), one page of lines with its count and
 * pager, and 匯出 CSV of every line under the same filters.
 */
export function AuditPanel({ kit, save = saveTextFile }: AuditPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(0);
  const csv = useCsvDownload(() => kit.exportAudit(applied), save);

  // The query names the load, so only the answer for the page shown now lands.
  const query = useMemo(() => ({ kit, applied, page }), [kit, applied, page]);
  const listed = useLoad(query, () => kit.auditPage(applied, page));
  const answer = listed.data;

  const apply = (filters: AuditFilters) => {
    setApplied(filters);
    setPage(0);
  };

  const clear = () => {
    setTyped(NO_AUDIT_FILTERS);
    apply(NO_AUDIT_FILTERS);
  };

  const set = (name: keyof AuditFilters, value: string) => setTyped((f) => ({ ...f, [name]: value }));

  const textField = (name: TextFilter, label: string, part: string) => (
    <FilterInput
      fieldId={`${id}-${name}`}
      label={label}
      value={typed[name]}
      onChange={(value) => set(name, value)}
      part={part}
    />
  );

  if (answer?.kind === 'refused')
    return (
      <Text role="alert" data-part="audit-refused">
        {answer.message}
      </Text>
    );

  const pages = answer?.kind === 'page' ? answer.pages : 1;

  return (
    <ListPanel
      part="audit"
      filtersTitle={t('admin.audit.filters')}
      filters={
        <>
          {textField('account', t('admin.audit.account'), 'audit-filter-account')}
          <FilterSelect
            fieldId={`${id}-action`}
            label={t('admin.audit.action')}
            value={typed.action}
            onChange={(value) => set('action', value)}
            part="audit-filter-action"
          >
            <option value="">{t('admin.audit.anyAction')}</option>
            {AUDIT_ACTIONS.map(({ action, text }) => (
              <option key={action} value={action}>
                {text}（{action}）
              </option>
            ))}
          </FilterSelect>
          {textField('docId', t('admin.audit.docId'), 'audit-filter-doc')}
          <DateRangeInputs
            fieldId={id}
            value={typed}
            onChange={({ from, to }) => setTyped((f) => ({ ...f, from, to }))}
            part="audit-filter"
          />
        </>
      }
      onSearch={() => apply(typed)}
      onClear={clear}
      csv={csv}
      count={
        listed.status === 'loading' || answer === undefined
          ? t('admin.loading')
          : answer.kind === 'page'
            ? t('admin.audit.count', { total: answer.total, page: page + 1, pages })
            : answer.message
      }
      pager={{ label: t('admin.audit.pager'), page, pages, onPage: setPage }}
    >
      {answer?.kind === 'page' && answer.rows.length === 0 && <Text>{t('admin.audit.empty')}</Text>}
      {answer?.kind === 'page' && answer.rows.length > 0 && (
        <div
          className={tableCss.tableWrap}
          role="region"
          aria-labelledby={`${id}-caption`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus.
          tabIndex={0}
        >
          <table className={tableCss.table} data-part="audit-table">
            <caption id={`${id}-caption`}>{t('admin.audit.caption', { page: page + 1 })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.columns.at')}</th>
                <th scope="col">{t('admin.audit.columns.account')}</th>
                <th scope="col">{t('admin.audit.columns.action')}</th>
                <th scope="col">{t('admin.audit.columns.docId')}</th>
                <th scope="col">{t('admin.audit.columns.revision')}</th>
                <th scope="col">{t('admin.audit.columns.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((row) => (
                <tr key={row.id} data-part="audit-row" data-action={row.action}>
                  <td>{auditTimeText(row.at)}</td>
                  <td>{row.account}</td>
                  <td>{auditActionText(row.action)}</td>
                  <td>{auditDocumentText(row)}</td>
                  <td>{row.revision ?? '—'}</td>
                  <td>{auditDetailText(row.detail, row.action)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListPanel>
  );
}
