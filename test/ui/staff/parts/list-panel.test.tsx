import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useCsvDownload, type CsvExportOutcome } from '../../../../src/ui/staff/parts/csv-download';
import { FilterInput, ListPanel } from '../../../../src/ui/staff/parts/list-panel';
import { axeViolations } from '../../../support/axe-violations';
import { renderWithProviders } from '../../../support/render-with-providers';

interface Harness {
  pages?: number;
  run?: () => Promise<CsvExportOutcome>;
}

/** A list of words over the one panel, its filter and page kept in state as a real list keeps them. */
function setup({ pages = 3, run }: Harness = {}) {
  const searched: string[] = [];
  const save = jest.fn();
  function Words() {
    const [typed, setTyped] = useState('');
    const [page, setPage] = useState(0);
    const csv = useCsvDownload(run ?? (() => Promise.resolve({ kind: 'failed', message: '' })), save);
    return (
      <ListPanel
        part="words"
        filtersTitle="篩選條件"
        filters={
          <FilterInput fieldId="q" label="關鍵字" value={typed} onChange={setTyped} part="words-filter-q" />
        }
        onSearch={() => {
          searched.push(typed);
          setPage(0);
        }}
        onClear={() => {
          setTyped('');
          searched.push('');
        }}
        {...(run ? { csv } : {})}
        count={`共 30 筆，第 ${page + 1} / ${pages} 頁`}
        pager={{ label: '字詞分頁', page, pages, onPage: setPage }}
      >
        <p>第 {page + 1} 頁的字詞</p>
      </ListPanel>
    );
  }
  renderWithProviders(<Words />);
  return { user: userEvent.setup(), searched, save };
}

const part = (name: string) => document.querySelector<HTMLElement>(`[data-part="${name}"]`)!;

describe('the staff lists’ filters-and-paging panel', () => {
  it('is a search landmark named by its heading, with the count in a live region', async () => {
    setup();
    const form = screen.getByRole('search', { name: '篩選條件' });
    expect(within(form).getByLabelText('關鍵字')).toBeInTheDocument();
    expect(part('words-count')).toHaveAttribute('role', 'status');
    expect(part('words-count')).toHaveTextContent('共 30 筆，第 1 / 3 頁');
    expect(await axeViolations()).toEqual([]);
  });

  it('applies the filters on 查詢 or Enter, and clears them on 清除條件', async () => {
    const { user, searched } = setup();
    await user.type(screen.getByLabelText('關鍵字'), '燈塔');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    await user.type(screen.getByLabelText('關鍵字'), '{Enter}');
    await user.click(screen.getByRole('button', { name: '清除條件' }));
    expect(searched).toEqual(['燈塔', '燈塔', '']);
    expect(screen.getByLabelText('關鍵字')).toHaveValue('');
  });

  it('pages forward and back in its own navigation landmark, each end closed', async () => {
    const { user } = setup({ pages: 2 });
    const pager = screen.getByRole('navigation', { name: '字詞分頁' });
    const previous = within(pager).getByRole('button', { name: '上一頁' });
    const next = within(pager).getByRole('button', { name: '下一頁' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(screen.getByText('第 2 頁的字詞')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(part('words-count')).toHaveTextContent('第 1 / 2 頁');
  });

  it('offers 匯出 CSV only where the list has an export', () => {
    setup();
    expect(screen.queryByRole('button', { name: '匯出 CSV' })).not.toBeInTheDocument();
    expect(part('words-announcement')).toBeNull();
  });
});

describe('匯出 CSV', () => {
  it('waits while the export runs, saves the file and says which', async () => {
    let finish: (outcome: CsvExportOutcome) => void = () => undefined;
    const run = jest.fn(() => new Promise<CsvExportOutcome>((resolve) => (finish = resolve)));
    const { user, save } = setup({ run });
    await user.click(screen.getByRole('button', { name: '匯出 CSV' }));
    expect(screen.getByRole('button', { name: '匯出中…' })).toBeDisabled();
    finish({ kind: 'exported', fileName: '字詞-2026-11-26.csv', text: 'id\r\n1' });
    await waitFor(() =>
      expect(part('words-announcement')).toHaveTextContent(
        '已下載 字詞-2026-11-26.csv（依目前的篩選條件）。',
      ),
    );
    expect(save).toHaveBeenCalledWith('字詞-2026-11-26.csv', 'id\r\n1');
    expect(screen.getByRole('button', { name: '匯出 CSV' })).toBeEnabled();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('announces why nothing was saved', async () => {
    const run = () =>
      Promise.resolve<CsvExportOutcome>({ kind: 'invalid', message: '結束日期不可早於開始日期。' });
    const { user, save } = setup({ run });
    await user.click(screen.getByRole('button', { name: '匯出 CSV' }));
    await waitFor(() => expect(part('words-announcement')).toHaveTextContent('結束日期不可早於開始日期。'));
    expect(save).not.toHaveBeenCalled();
  });
});
