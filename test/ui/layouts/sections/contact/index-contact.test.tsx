import { screen, within } from '@testing-library/react';
import type { SectionLayoutProps } from '../../../../../src/ui/layouts/contract/layout-contract';
import IndexContactSection, {
  mapHref,
} from '../../../../../src/ui/layouts/sections/contact/index-contact.section';
import { ManualTime } from '../../../../../src/adapters/time/manual-time.adapter';
import { renderWithProviders } from '../../../../support/render-with-providers';
import { aSite } from '../../../chrome/support/site-fixtures';

function props(extra: Partial<SectionLayoutProps> = {}): SectionLayoutProps {
  return {
    name: 'index-contact',
    lang: 'zh-tw',
    section: { layout: 'index-contact', path: 'visit' },
    rows: [],
    total: 0,
    site: aSite(),
    timers: new ManualTime(),
    ...extra,
  };
}

describe('the contact section', () => {
  it('shows the footer contact data under 聯絡我們', () => {
    const { container } = renderWithProviders(<IndexContactSection {...props()} />);
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'index-contact');
    const region = screen.getByRole('region', { name: '聯絡我們' });
    expect(within(region).getByText('100 臺北市中正區範例路 1 號')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: '(02)2345-6789' })).toHaveAttribute(
      'href',
      'tel:0223456789',
    );
    expect(within(region).getByText('週二至週日 09:00–17:00')).toBeInTheDocument();
  });

  it('invites a visit: the section page, the address on a map in a new window, and e-mail', () => {
    renderWithProviders(<IndexContactSection {...props()} />);
    expect(screen.getByRole('link', { name: '詳細資訊' })).toHaveAttribute('href', '/home/zh-tw/visit');
    const map = screen.getByRole('link', { name: /在地圖上查看/ });
    expect(map).toHaveAttribute('href', mapHref('100 臺北市中正區範例路 1 號'));
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '寫信給我們' })).toHaveAttribute(
      'href',
      'mailto:service@example.gov.tw',
    );
  });

  it('uses the section title when the CMS gives one', () => {
    renderWithProviders(
      <IndexContactSection {...props({ section: { layout: 'index-contact', title: '參觀與聯絡' } })} />,
    );
    expect(screen.getByRole('region', { name: '參觀與聯絡' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '詳細資訊' })).not.toBeInTheDocument();
  });

  it("shows the block's own invitation and link words, and no made-up text without them", () => {
    const { rerender } = renderWithProviders(
      <IndexContactSection
        {...props({
          section: {
            layout: 'index-contact',
            path: 'visit',
            subtitle: '歡迎洽詢',
            text: '服務時間內來電，由專人為您說明。',
            linkText: '交通方式',
          },
        })}
      />,
    );
    expect(screen.getByText('歡迎洽詢')).toBeInTheDocument();
    expect(screen.getByText('服務時間內來電，由專人為您說明。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '交通方式' })).toHaveAttribute('href', '/home/zh-tw/visit');
    rerender(<IndexContactSection {...props({ section: { layout: 'index-contact' } })} />);
    expect(screen.queryByText('歡迎蒞臨參觀')).not.toBeInTheDocument();
    expect(screen.queryByText(/參觀須知/)).not.toBeInTheDocument();
  });

  it('says the data is missing instead of showing an empty list', () => {
    renderWithProviders(<IndexContactSection {...props({ site: { ...aSite(), footer: null } })} />);
    expect(screen.getByText('聯絡資料尚未提供。')).toBeInTheDocument();
  });
});
