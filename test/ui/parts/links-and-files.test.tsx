import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileEntry } from '../../../src/shared/api-types';
import { EmptyState } from '../../../src/ui/parts/empty-state';
import { ErrorState } from '../../../src/ui/parts/error-state';
import { FileDownload, displayName } from '../../../src/ui/parts/file-download';
import { fileTypeLabel, formatSize } from '../../../src/domain/files/format-size';
import { RelatedItems } from '../../../src/ui/parts/related-items';
import { TagList } from '../../../src/ui/parts/tag-list';
import { VideoEmbed } from '../../../src/ui/parts/video-embed';
import { paths } from '../../../src/ui/paths/paths';
import { renderWithProviders } from '../../support/render-with-providers';

const pdf: FileEntry = {
  fileId: 'f1',
  name: '年報',
  ext: 'pdf',
  original: '/media/report.pdf',
  description: '',
  represent: false,
  size: 1_258_291,
};

describe('TagList', () => {
  it('links each tag to the tag page', () => {
    renderWithProviders(<TagList tags={['歷史', '港口']} lang="zh-tw" />);
    expect(screen.getByRole('link', { name: '#歷史' })).toHaveAttribute(
      'href',
      paths.tag.href('zh-tw', '歷史'),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders nothing without tags', () => {
    const { container } = renderWithProviders(<TagList tags={[]} lang="zh-tw" />);
    expect(container.querySelector('[data-part="tag-list"]')).toBeNull();
  });
});

describe('RelatedItems', () => {
  it('lists links to the details of other items under a heading', () => {
    renderWithProviders(
      <RelatedItems
        lang="zh-tw"
        items={[{ id: '3', title: '府城迎媽祖', path: 'activities' }, { bogus: true }]}
      />,
    );
    const section = screen.getByRole('region', { name: '相關內容' });
    expect(within(section).getByRole('link', { name: '府城迎媽祖' })).toHaveAttribute(
      'href',
      '/home/zh-tw/activities/3',
    );
    expect(within(section).getAllByRole('link')).toHaveLength(1);
  });
});

describe('file sizes and types', () => {
  it('writes human sizes', () => {
    expect(formatSize(1_258_291)).toBe('1.2 MB');
    expect(formatSize(900)).toBe('900 B');
    expect(formatSize(15 * 1024)).toBe('15 KB');
    expect(formatSize(undefined)).toBe('');
  });

  it('names types by extension', () => {
    expect(fileTypeLabel('pdf')).toBe('PDF');
    expect(fileTypeLabel('', 'a.ODT')).toBe('ODT');
    expect(displayName(pdf)).toBe('年報.pdf');
    expect(displayName({ ...pdf, name: '年報.PDF' })).toBe('年報.PDF');
  });
});

describe('FileDownload', () => {
  it('shows name, type and size, and the link names all three', () => {
    renderWithProviders(<FileDownload files={[pdf, { ...pdf, hidden: true, name: '舊版' }]} />);
    const table = screen.getByRole('table', { name: '附件下載' });
    const link = within(table).getByRole('link', { name: '下載 年報.pdf（PDF，1.2 MB）' });
    expect(link).toHaveAttribute('href', '/media/report.pdf');
    expect(within(table).getByText('PDF')).toBeInTheDocument();
    expect(within(table).getByText('1.2 MB')).toBeInTheDocument();
    expect(within(table).queryByText(/舊版/)).toBeNull();
  });

  it('never links to a javascript: address', () => {
    renderWithProviders(<FileDownload files={[{ ...pdf, original: 'javascript:alert(1)' }]} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('年報.pdf')).toBeInTheDocument();
  });
});

describe('VideoEmbed', () => {
  it('plays YouTube through the privacy-enhanced host, lazily, with a title', () => {
    renderWithProviders(
      <VideoEmbed url="https://www.youtube.com/watch?v=1fqdlK1WddE&t=90" title="館長導覽" />,
    );
    const frame = screen.getByTitle('影片：館長導覽');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/1fqdlK1WddE?start=90');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('accepts a share link and a bare id', () => {
    const { unmount } = renderWithProviders(<VideoEmbed url="https://youtu.be/1fqdlK1WddE" title="a" />);
    expect(screen.getByTitle('影片：a')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/1fqdlK1WddE',
    );
    unmount();
    renderWithProviders(<VideoEmbed url="1fqdlK1WddE" title="b" />);
    expect(screen.getByTitle('影片：b')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/1fqdlK1WddE',
    );
  });

  it('says the video cannot play when the address is not YouTube', () => {
    renderWithProviders(<VideoEmbed url="javascript:alert(1)" title="x" />);
    expect(screen.getByText('影片網址無法播放')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('EmptyState and ErrorState', () => {
  it('announces an empty list and suggests changing filters when filtered', () => {
    renderWithProviders(<EmptyState filtered />);
    expect(screen.getByRole('status')).toHaveTextContent('沒有符合條件的資料');
  });

  it('shows the error as an alert and retries on request', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<ErrorState message="伺服器忙碌中" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('資料載入失敗');
    expect(screen.getByRole('alert')).toHaveTextContent('伺服器忙碌中');
    await userEvent.click(screen.getByRole('button', { name: '重新載入' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
