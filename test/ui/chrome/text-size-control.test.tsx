import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryStore } from '../../../src/adapters/storage/memory-store.adapter';
import { ServicesProvider } from '../../../src/composition/services-provider';
import { createTestContainer } from '../../../src/composition/test-container';
import { SafeStorage } from '../../../src/domain/storage/safe-storage';
import type { KeyValueStorage } from '../../../src/domain/storage/storage.port';
import { readTextSize, TEXT_SIZE_STORAGE_KEY } from '../../../src/ui/chrome/text-size';
import { TextSizeButtons, TextSizeControl } from '../../../src/ui/chrome/text-size-control';
import { renderWithProviders } from '../../support/render-with-providers';

function memoryStorage(initial: Record<string, string> = {}): MemoryStore {
  return new MemoryStore(initial);
}

/** Web Storage that refuses everything, behind the SafeStorage the composition root puts around it. */
const brokenStorage = (): KeyValueStorage => {
  const refuse = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return new SafeStorage({ get: refuse, set: refuse, remove: refuse, subscribe: () => () => undefined });
};

afterEach(() => document.documentElement.removeAttribute('data-text-size'));

describe('the text-size control', () => {
  it('offers 小, 中 and 大 in a group named 字級, 中 pressed by default', () => {
    renderWithProviders(<TextSizeButtons storage={memoryStorage()} />);
    expect(screen.getByRole('group', { name: '字級' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '中' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '小' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).toHaveAttribute('data-text-size', 'medium');
  });

  it('sets data-text-size on <html> and remembers the choice', async () => {
    const storage = memoryStorage();
    renderWithProviders(<TextSizeButtons storage={storage} />);
    await userEvent.click(screen.getByRole('button', { name: '大' }));
    expect(document.documentElement).toHaveAttribute('data-text-size', 'large');
    expect(screen.getByRole('button', { name: '大' })).toHaveAttribute('aria-pressed', 'true');
    expect(storage.get(TEXT_SIZE_STORAGE_KEY)).toBe('large');
  });

  it('starts from the remembered size on the next visit', () => {
    renderWithProviders(<TextSizeButtons storage={memoryStorage({ [TEXT_SIZE_STORAGE_KEY]: 'small' })} />);
    expect(document.documentElement).toHaveAttribute('data-text-size', 'small');
    expect(screen.getByRole('button', { name: '小' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores a stored value that is not a size', () => {
    expect(readTextSize(memoryStorage({ [TEXT_SIZE_STORAGE_KEY]: 'huge' }))).toBe('medium');
  });

  it('still changes the size when the storage refuses to be read or written', async () => {
    renderWithProviders(<TextSizeButtons storage={brokenStorage()} />);
    await userEvent.click(screen.getByRole('button', { name: '小' }));
    expect(document.documentElement).toHaveAttribute('data-text-size', 'small');
  });

  it("remembers the choice in the app's local storage when no storage is given", async () => {
    const { services, twins } = createTestContainer();
    renderWithProviders(
      <ServicesProvider services={services}>
        <TextSizeControl />
      </ServicesProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '大' }));
    expect(twins.localStorage.get(TEXT_SIZE_STORAGE_KEY)).toBe('large');
  });
});
