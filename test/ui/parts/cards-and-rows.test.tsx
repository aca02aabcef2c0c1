import { screen, within } from '@testing-library/react';
import type { FileEntry } from '../../../src/shared/api-types';
import { ContentCard } from '../../../src/ui/parts/content-card';
import { FieldList } from '../../../src/ui/parts/field-list';
import { ListRow } from '../../../src/ui/parts/list-row';
import { MetaLine } from '../../../src/ui/parts/meta-line';
import { renderWithProviders } from '../../support/render-with-providers';

const image: FileEntry = {
  fileId: 'i1',
  name: 'temple',
  ext: 'jpg',
  original: '/media/temple.jpg',
  description: '大天后宮正殿',
  represent: true,
};

describe('MetaLine', () => {
  it('labels the date, the views and the category', () => {
    renderWithProviders(<MetaLine date="2025-03-14T02:00:00Z" views={120} category="新聞" />);
    expect(screen.getByText('日期')).toBeInTheDocument();
    expect(screen.getByText('2025年3月14日').closest('time')).toHaveAttribute('dateTime', '2025-03-14');
    expect(screen.getByText('瀏覽人次')).toBeInTheDocument();
    expect(screen.getByText('120 次')).toBeInTheDocument();
    expect(screen.getByText('新聞')).toBeInTheDocument();
  });

  it('hides the date and the views when the menu setting turns them off', () => {
    renderWithProviders(
      <MetaLine date="2025-03-14" views={5} category="公告" showDate={false} showViews={false} />,
    );
    expect(screen.queryByText('2025年3月14日')).not.toBeInTheDocument();
    expect(screen.queryByText('瀏覽人次')).not.toBeInTheDocument();
    expect(screen.getByText('公告')).toBeInTheDocument();
  });

  it('renders nothing when there is nothing to say', () => {
    const { container } = renderWithProviders(<MetaLine />);
    expect(container.querySelector('dl')).toBeNull();
  });
});

describe('ContentCard', () => {
  it('shows the image with its alt, the title as the one link, and a flattened excerpt', () => {
    renderWithProviders(
      <ContentCard
        href="/home/zh-tw/news/7"
        title="媽祖遶境"
        image={image}
        excerpt={'   信仰   \n\n 與社群 '}
        meta={<MetaLine date="2025-04-01" />}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: '大天后宮正殿' })).toBeInTheDocument();
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/home/zh-tw/news/7');
    expect(within(card).getByRole('heading', { level: 3, name: '媽祖遶境' })).toBeInTheDocument();
    expect(within(card).getByText('信仰 與社群')).toBeInTheDocument();
    expect(within(card).getByText('2025年4月1日')).toBeInTheDocument();
  });

  it('adds the caller class to its own, so a grid can stretch the card to the row height', () => {
    renderWithProviders(<ContentCard href="/x" title="長文" className="fullHeight" data-kind="people" />);
    const card = screen.getByRole('article');
    expect(card).toHaveClass('card', 'fullHeight');
    expect(card).toHaveAttribute('data-kind', 'people');
  });

  it('cuts a long excerpt with an ellipsis', () => {
    renderWithProviders(<ContentCard href="/x" title="長文" excerpt={'字'.repeat(200)} excerptChars={10} />);
    expect(screen.getByText(`${'字'.repeat(10)}…`)).toBeInTheDocument();
  });
});

describe('FieldList', () => {
  it('pairs each label with its value and leaves out empty fields', () => {
    const { container } = renderWithProviders(
      <FieldList
        entries={[
          { key: 'creator', label: '作者', value: '林百里' },
          { key: 'date', label: '日期', value: '' },
          { key: 'place', label: '地點', value: null },
        ]}
      />,
    );
    const list = container.querySelector('dl')!;
    expect(list.querySelectorAll('dt')).toHaveLength(1);
    const entry = list.querySelector('[data-field="creator"]')!;
    expect(entry.querySelector('dt')).toHaveTextContent('作者');
    expect(entry.querySelector('dd')).toHaveTextContent('林百里');
    expect(list.querySelector('[data-field="date"]')).toBeNull();
  });

  it('lays out the data block of a detail as a table and keeps the caller class', () => {
    const { container } = renderWithProviders(
      <FieldList variant="table" className="wide" entries={[{ key: 'a', label: '館藏號', value: 'A-1' }]} />,
    );
    expect(container.querySelector('dl')).toHaveClass('list', 'table', 'wide');
  });

  it('renders nothing when every field is empty', () => {
    const { container } = renderWithProviders(
      <FieldList entries={[{ key: 'a', label: '館藏號', value: undefined }]} />,
    );
    expect(container.querySelector('dl')).toBeNull();
  });
});

describe('ListRow', () => {
  it('renders a list item with the date in front of the title link', () => {
    renderWithProviders(
      <ul>
        <ListRow href="/home/zh-tw/news/3" title="休館公告" date="2025-01-02" excerpt="春節休館" />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(within(row).getByRole('link', { name: '休館公告' })).toHaveAttribute('href', '/home/zh-tw/news/3');
    expect(within(row).getByText('2025年1月2日').closest('time')).toHaveAttribute('dateTime', '2025-01-02');
    expect(within(row).getByText('春節休館')).toBeInTheDocument();
  });

  it('adds the caller class to its own, so a narrow column can stack the date above the title', () => {
    renderWithProviders(
      <ul>
        <ListRow href="/x" title="休館公告" className="stacked" data-kind="news" />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(row).toHaveClass('row', 'stacked');
    expect(row).toHaveAttribute('data-kind', 'news');
    expect(row.querySelector('time')).toBeNull();
    expect(within(row).getByRole('heading', { level: 3, name: '休館公告' })).toBeInTheDocument();
  });
});
