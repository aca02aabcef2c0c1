import { screen, within } from '@testing-library/react';
import { itKeepsTheSectionContract, renderSection, type Row } from '../article/support/section-contract';

function anAppeal(id: string, overrides: Partial<Row> = {}): Row {
  return {
    id,
    title: `不服本館處分案${id}`,
    issueDate: '2025-01-05',
    decideDocumentNo: `文訴字第11400${id}號`,
    decideDate: '2025-03-14',
    appellant: '王○○',
    content: '訴願駁回。',
    ...overrides,
  };
}

const appeals = (): Row[] => [anAppeal('01'), anAppeal('02', { decideDate: '2025-02-27T16:30:00Z' })];

const sparseRows = (): Row[] => [
  { id: 's1', title: '只有案由的訴願' },
  { id: 's2', title: '資料錯誤的訴願', decideDocumentNo: null, decideDate: 'pending' },
  { id: '', title: '' },
];

itKeepsTheSectionContract(['index-appeal'], { full: appeals, sparse: sparseRows });

describe('index-appeal', () => {
  it('is a data table whose cells are announced with their column headers', async () => {
    await renderSection('index-appeal', appeals());
    const table = screen.getByRole('table', { name: '本館消息：發文字號、案由與決定日期' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['發文字號', '案由', '決定日期']);
    for (const th of within(table).getAllByRole('columnheader')) expect(th).toHaveAttribute('scope', 'col');
    const [, first] = within(table).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((td) => td.textContent)).toEqual([
      '文訴字第1140001號',
      '不服本館處分案01',
      '2025年3月14日',
    ]);
  });

  it('links each subject to the decision and shows the decision day in Taiwan time', async () => {
    await renderSection('index-appeal', appeals());
    expect(screen.getByRole('link', { name: '不服本館處分案02' })).toHaveAttribute(
      'href',
      '/home/zh-tw/news/02',
    );
    expect(screen.getByText('2025年2月28日').closest('time')).toHaveAttribute('dateTime', '2025-02-28');
  });

  it('marks missing numbers and dates with a dash and keeps odd values readable', async () => {
    await renderSection('index-appeal', sparseRows());
    const [, first] = screen.getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['—', '只有案由的訴願', '—']);
    expect(screen.getByText('pending')).toBeInTheDocument();
  });
});
