import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readTextSize, TEXT_SIZE_STORAGE_KEY, type TextSizeStorage } from '../../../src/ui/chrome/text-size';
import { TextSizeControl } from '../../../src/ui/chrome/text-size-control';
import { renderWithProviders } from '../../support/render-with-providers';

function memoryStorage(
  initial: Record<string, string> = {},
): TextSizeStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const brokenStorage: TextSizeStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

afterEach(() => document.documentElement.removeAttribute('data-text-size'));

describe('the text-size control', () => {
  it('offers 小, 中 and 大 in a group named 字級, 中 pressed by default', () => {
    renderWithProviders(<TextSizeControl storage={memoryStorage()} />);
    expect(screen.getByRole('group', { name: '字級' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '中' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '小' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).toHaveAttribute('data-text-size', 'medium');
  });

  it('sets data-text-size on <html> and remembers the choice', async () => {
    const storage = memoryStorage();
    renderWithProviders(<TextSizeControl storage={storage} />);
    await userEvent.click(screen.getByRole('button', { name: '大' }));
    expect(document.documentElement).toHaveAttribute('data-text-size', 'large');
    expect(screen.getByRole('button', { name: '大' })).toHaveAttribute('aria-pressed', 'true');
    expect(storage.data.get(TEXT_SIZE_STORAGE_KEY)).toBe('large');
  });

  it('starts from the remembered size on the next visit', () => {
    renderWithProviders(<TextSizeControl storage={memoryStorage({ [TEXT_SIZE_STORAGE_KEY]: 'small' })} />);
    expect(document.documentElement).toHaveAttribute('data-text-size', 'small');
    expect(screen.getByRole('button', { name: '小' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores a stored value that is not a size', () => {
    expect(readTextSize(memoryStorage({ [TEXT_SIZE_STORAGE_KEY]: 'huge' }))).toBe('medium');
  });

  it('still changes the size when the storage refuses to be read or written', async () => {
    renderWithProviders(<TextSizeControl storage={brokenStorage} />);
    await userEvent.click(screen.getByRole('button', { name: '小' }));
    expect(document.documentElement).toHaveAttribute('data-text-size', 'small');
  });

  it('uses window.localStorage when no storage is given', async () => {
    window.localStorage.removeItem(TEXT_SIZE_STORAGE_KEY);
    renderWithProviders(<TextSizeControl />);
    await userEvent.click(screen.getByRole('button', { name: '大' }));
    expect(window.localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe('large');
  });
});
