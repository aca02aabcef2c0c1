import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LayoutSlot, lazyChunk, type ReloadGuard } from '../../../src/ui/layouts/lazy-layout';
import type { LayoutLoader } from '../../../src/ui/layouts/layout-contract';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'zh-tw', resources: {}, showSupportNotice: false } as never);
});

function memoryGuard(): ReloadGuard & { reloads: number } {
  let tried = false;
  return {
    reloads: 0,
    tried: () => tried,
    mark: () => {
      tried = true;
    },
    clear: () => {
      tried = false;
    },
    reload() {
      this.reloads += 1;
    },
  };
}

const Hello = ({ who }: { who: string }) => <p data-layout="hello">hello {who}</p>;

describe('the layout slot', () => {
  it('renders the registered layout with its props once its chunk has loaded', async () => {
    const registry: Record<string, LayoutLoader<{ who: string }>> = { hello: async () => ({ default: Hello }) };
    render(<LayoutSlot registry={registry} name="hello" props={{ who: '訪客' }} />);
    expect(await screen.findByText('hello 訪客')).toHaveAttribute('data-layout', 'hello');
  });

  it('shows a visible fallback and warns once for an unknown layout name', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(<LayoutSlot registry={{}} name="index-nope-99" props={{}} />);
    rerender(<LayoutSlot registry={{}} name="index-nope-99" props={{}} />);
    expect(document.querySelector('[data-layout="unknown"]')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('index-nope-99');
    warn.mockRestore();
  });

  it('does not treat inherited object keys as layout names', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<LayoutSlot registry={{}} name="toString" props={{}} />);
    expect(document.querySelector('[data-layout="unknown"]')).toBeInTheDocument();
  });
});

describe('a layout chunk that fails to load', () => {
  it('reloads the page once instead of failing the first time', async () => {
    const guard = memoryGuard();
    const Broken = lazyChunk<object>(() => Promise.reject(new Error('ChunkLoadError')), guard);
    render(<Broken />);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(guard.reloads).toBe(1);
    expect(guard.tried()).toBe(true);
  });

  it('shows the error screen with a reload button when it fails again after the reload', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const registry: Record<string, LayoutLoader<object>> = {
      broken: () => Promise.reject(new Error('ChunkLoadError')),
    };
    window.sessionStorage.setItem('themesite.chunkReload', '1');
    render(<LayoutSlot registry={registry} name="broken" props={{}} />);
    expect(await screen.findByRole('alert')).toHaveAttribute('data-layout', 'load-error');
    expect(screen.getByRole('button')).toBeInTheDocument();
  });
});
