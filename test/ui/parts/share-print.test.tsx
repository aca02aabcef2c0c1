import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SharePrint } from '../../../src/ui/parts/share-print';
import { renderWithProviders } from '../../support/render-with-providers';

const URL_ = 'https://site.tw/home/zh-tw/news/7';

describe('SharePrint', () => {
  it('links to the Facebook, LINE and X share pages in a new window, safely', () => {
    renderWithProviders(<SharePrint title="開館公告" url={URL_} showShare showPrint={false} />);
    const facebook = screen.getByRole('link', { name: /分享到 Facebook/ });
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_)}`,
    );
    expect(screen.getByRole('link', { name: /分享到 LINE/ })).toHaveAttribute(
      'href',
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(URL_)}`,
    );
    expect(screen.getByRole('link', { name: /分享到 X/ }).getAttribute('href')).toContain(
      encodeURIComponent('開館公告'),
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/另開新視窗/);
    }
    expect(screen.queryByRole('button', { name: '列印本頁' })).toBeNull();
  });

  it('prints through the browser', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<SharePrint title="x" url={URL_} showShare={false} showPrint />);
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '列印本頁' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<SharePrint title="x" url={URL_} showShare showPrint={false} />);
    await user.click(screen.getByRole('button', { name: '複製連結' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('已複製連結'));
    expect(screen.getByRole('status')).not.toHaveClass('failed');
  });

  it('says when the link could not be copied', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithProviders(<SharePrint title="x" url={URL_} showShare showPrint={false} />);
    await user.click(screen.getByRole('button', { name: '複製連結' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('無法複製'));
    // The failure is drawn in the error colour, the success in the success colour.
    expect(screen.getByRole('status')).toHaveClass('failed');
  });

  it('renders nothing when both switches are off', () => {
    const { container } = renderWithProviders(
      <SharePrint title="x" url={URL_} showShare={false} showPrint={false} />,
    );
    expect(container.querySelector('[data-part="share-print"]')).toBeNull();
  });
});
