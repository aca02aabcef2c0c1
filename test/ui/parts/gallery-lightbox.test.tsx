import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileEntry } from '../../../src/shared/api-types';
import { Gallery } from '../../../src/ui/parts/gallery-lightbox';
import { renderWithProviders } from '../../support/render-with-providers';

const image = (n: number, description = `第${n}張說明`): FileEntry => ({
  fileId: `i${n}`,
  name: `p${n}`,
  ext: 'jpg',
  original: `/media/p${n}.jpg`,
  description,
  represent: false,
});

const images = [image(1), image(2), image(3, '')];

/** The large image; found by tag because an image without a description is (rightly) presentational. */
function shownImage(): HTMLImageElement {
  return screen.getByRole('dialog').querySelector('img')!;
}

describe('Gallery and its lightbox', () => {
  it('shows thumbnails as buttons named after their images', () => {
    renderWithProviders(<Gallery images={images} />);
    expect(screen.getByRole('button', { name: '放大檢視：第1張說明' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '放大檢視第 3 張圖片' })).toBeInTheDocument();
  });

  it('hands the column counts to the grid, leaving out breakpoints that were not given', () => {
    renderWithProviders(<Gallery images={images} columns={{ base: 1, md: 2 }} />);
    const grid = screen.getByRole('list');
    expect(grid.style.getPropertyValue('--columns-base')).toBe('1');
    expect(grid.style.getPropertyValue('--columns-md')).toBe('2');
    expect(grid.style.getPropertyValue('--columns-sm')).toBe('');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('opens at the chosen image with focus on the close button', async () => {
    renderWithProviders(<Gallery images={images} />);
    await userEvent.click(screen.getByRole('button', { name: '放大檢視：第2張說明' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName(/第 2 張，共 3 張/);
    expect(shownImage()).toHaveAttribute('src', '/media/p2.jpg');
    expect(screen.getByRole('button', { name: '關閉' })).toHaveFocus();
  });

  it('moves with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Gallery images={images} />);
    await user.click(screen.getByRole('button', { name: '放大檢視：第1張說明' }));
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('src', '/media/p2.jpg');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownImage()).toHaveAttribute('src', '/media/p3.jpg');
    // The third image has no description: its alt is empty, so it is found by tag.
    expect(shownImage()).toHaveAttribute('alt', '');
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Gallery images={images} />
        <button type="button">outside</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: '放大檢視：第1張說明' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Esc and gives focus back to the thumbnail', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Gallery images={images} />);
    const thumb = screen.getByRole('button', { name: '放大檢視：第2張說明' });
    await user.click(thumb);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumb).toHaveFocus();
  });

  it('closes with the close button too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Gallery images={images} />);
    await user.click(screen.getByRole('button', { name: '放大檢視：第1張說明' }));
    await user.click(screen.getByRole('button', { name: '關閉' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
