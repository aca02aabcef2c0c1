import { screen } from '@testing-library/react';
import { BackToTop } from '../../../src/ui/chrome/back-to-top';
import { telHref } from '../../../src/ui/chrome/footer-format';
import { SiteFooter } from '../../../src/ui/chrome/site-footer';
import { renderWithProviders } from '../../support/render-with-providers';
import { aFooter } from './support/site-fixtures';
import { act } from 'react';
import userEvent from '@testing-library/user-event';

describe('the site footer', () => {
  it('starts with 導盲磚 Z', () => {
    renderWithProviders(<SiteFooter footer={aFooter()} />);
    const anchor = screen.getByTitle('下方功能區塊');
    expect(anchor).toHaveAttribute('id', 'accesskey-z');
    expect(anchor).toHaveAttribute('accesskey', 'Z');
  });

  it('lists the contact data with a dialable phone number and an e-mail link', () => {
    renderWithProviders(<SiteFooter footer={aFooter()} />);
    expect(screen.getByText('100 臺北市中正區範例路 1 號').closest('address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(02)2345-6789' })).toHaveAttribute('href', 'tel:0223456789');
    expect(screen.getByText('(02)2345-6790')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'service@example.gov.tw' })).toHaveAttribute(
      'href',
      'mailto:service@example.gov.tw',
    );
    expect(screen.getByText('週二至週日 09:00–17:00')).toBeInTheDocument();
  });

  it('shows 最後更新 with a machine-readable date, and the copyright', () => {
    renderWithProviders(<SiteFooter footer={aFooter()} />);
    const time = screen.getByText('2026年3月1日');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-01');
    expect(time.parentElement).toHaveTextContent('最後更新：2026年3月1日');
    expect(screen.getByText('© 2026 國立範例文化館')).toBeInTheDocument();
  });

  it('links the accessibility mark image, with its alt text, to its page', () => {
    renderWithProviders(<SiteFooter footer={aFooter()} />);
    const mark = screen.getByRole('img', { name: '通過AA檢測等級無障礙網頁檢測' });
    expect(mark.closest('a')).toHaveAttribute('href', 'https://accessibility.moda.gov.tw/');
  });

  it('says the day the mark was passed under it, only when the mark has one', () => {
    const { unmount } = renderWithProviders(<SiteFooter footer={aFooter()} />);
    expect(screen.queryByText(/無障礙檢測通過日期/)).toBeNull();
    unmount();
    const mark = { ...aFooter().accessibilityMark!, date: '2026-05-01' };
    renderWithProviders(<SiteFooter footer={aFooter({ accessibilityMark: mark })} />);
    const day = screen.getByText('2026年5月1日');
    expect(day).toHaveAttribute('datetime', '2026-05-01');
    expect(day.parentElement).toHaveTextContent('無障礙檢測通過日期：2026年5月1日');
  });

  it('lists the footer links, site paths through the router', () => {
    renderWithProviders(<SiteFooter footer={aFooter()} />);
    expect(screen.getByRole('navigation', { name: '相關連結' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '隱私權政策' })).toHaveAttribute('href', '/home/zh-tw/privacy');
    expect(screen.getByRole('link', { name: '行政院' })).toHaveAttribute('href', 'https://www.ey.gov.tw/');
  });

  it('leaves out what the CMS did not send', () => {
    renderWithProviders(<SiteFooter footer={{ copyright: '© 範例', links: [] }} />);
    expect(screen.queryByText('電話：')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('© 範例')).toBeInTheDocument();
  });
});

describe('footer formatting', () => {
  it('dials the digits of a phone number and keeps an extension', () => {
    expect(telHref('(02)2345-6789')).toBe('tel:0223456789');
    expect(telHref('+886-2-2345-6789 #123')).toBe('tel:+886223456789,123');
    expect(telHref('02-2345-6789 分機 12')).toBe('tel:0223456789,12');
  });
});

describe('the back-to-top button', () => {
  it('appears after scrolling down, scrolls to the top and focuses 導盲磚 U', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    renderWithProviders(
      <>
        <a id="accesskey-u" href="#accesskey-u">
          :::
        </a>
        <BackToTop threshold={100} />
      </>,
    );
    expect(screen.queryByRole('button', { name: /回到頁首/ })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    await userEvent.click(screen.getByRole('button', { name: /回到頁首/ }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.getElementById('accesskey-u')).toHaveFocus();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows on a page that opens already scrolled down, once its first frame is drawn', async () => {
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    try {
      renderWithProviders(<BackToTop threshold={100} />);
      // Not read during mount: reading the scroll position then would lay the page out early.
      expect(screen.queryByRole('button', { name: /回到頁首/ })).not.toBeInTheDocument();
      expect(await screen.findByRole('button', { name: /回到頁首/ })).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});
