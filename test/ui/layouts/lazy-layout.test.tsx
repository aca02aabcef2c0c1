import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ReloadGuard } from '../../../src/composition/browser-reload-guard';
import { LayoutSlot, lazyChunk } from '../../../src/ui/layouts/lazy-layout';
import type { LayoutLoader } from '../../../src/ui/layouts/contract/layout-contract';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'zh-tw', resources: {}, showSupportNotice: false } as never);
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
    const registry: Record<string, LayoutLoader<{ who: string }>> = {
      hello: async () => ({ default: Hello }),
    };
    render(<LayoutSlot registry={registry} name="hello" props={{ who: '訪客' }} />);
    expect(await screen.findByText('hello 訪客')).toHaveAttribute('data-layout', 'hello');
  });

  it('shows the fallback while the chunk loads, then the layout', async () => {
    let arrive: (module: { default: typeof Hello }) => void = () => {};
    const registry: Record<string, LayoutLoader<{ who: string }>> = {
      hello: () => new Promise((resolve) => (arrive = resolve)),
    };
    render(<LayoutSlot registry={registry} name="hello" props={{ who: '訪客' }} fallback={<p>載入中</p>} />);
    expect(screen.getByText('載入中')).toBeInTheDocument();
    arrive({ default: Hello });
    expect(await screen.findByText('hello 訪客')).toBeInTheDocument();
    expect(screen.queryByText('載入中')).not.toBeInTheDocument();
  });

  it('renders a chunk that has loaded before on the first pass, with no fallback in between', async () => {
    const registry: Record<string, LayoutLoader<{ who: string }>> = {
      hello: async () => ({ default: Hello }),
    };
    const first = render(<LayoutSlot registry={registry} name="hello" props={{ who: '甲' }} />);
    await screen.findByText('hello 甲');
    first.unmount();
    render(<LayoutSlot registry={registry} name="hello" props={{ who: '乙' }} fallback={<p>載入中</p>} />);
    // Synchronously, before any effect or promise: a second page using the same layout does not flash.
    expect(screen.getByText('hello 乙')).toBeInTheDocument();
    expect(screen.queryByText('載入中')).not.toBeInTheDocument();
  });

  it('asks for a chunk once however many slots show it at the same time', async () => {
    const loader = jest.fn(async () => ({ default: Hello }));
    const registry: Record<string, LayoutLoader<{ who: string }>> = { hello: loader };
    render(
      <>
        <LayoutSlot registry={registry} name="hello" props={{ who: '甲' }} />
        <LayoutSlot registry={registry} name="hello" props={{ who: '乙' }} />
      </>,
    );
    await screen.findByText('hello 甲');
    await screen.findByText('hello 乙');
    expect(loader).toHaveBeenCalledTimes(1);
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
