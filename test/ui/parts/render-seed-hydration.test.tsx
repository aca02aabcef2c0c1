/**
 * @jest-environment jsdom
 */
import { TextEncoder as NodeTextEncoder } from 'node:util';
import { act } from '@testing-library/react';
import { Suspense, use, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { useHydrating, useHydratingNow } from '../../../src/ui/parts/render-seed';

// React's server renderer, as the browser build has it, encodes its output.
if (typeof globalThis.TextEncoder === 'undefined')
  Object.assign(globalThis, { TextEncoder: NodeTextEncoder });

/** Each component writes down what it read, one entry per time React drew it. */
function tree(seen: { now: boolean[]; follow: boolean[] }) {
  function ReadsOnce() {
    const hydrating = useHydratingNow();
    seen.now.push(hydrating);
    return <p>{hydrating ? '伺服器' : '瀏覽器'}</p>;
  }
  function Follows() {
    const hydrating = useHydrating();
    seen.follow.push(hydrating);
    return <p>{hydrating ? '中' : '大'}</p>;
  }
  return (
    <>
      <ReadsOnce />
      <Follows />
    </>
  );
}

async function serverMarkup(): Promise<string> {
  const { renderToString } = await import('react-dom/server');
  return renderToString(tree({ now: [], follow: [] }));
}

describe('the end of hydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('draws what was read once at mount a single time, and what follows it again with false', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverMarkup();
    document.body.append(container);
    const seen = { now: [] as boolean[], follow: [] as boolean[] };

    await act(async () => {
      root = hydrateRoot(container, tree(seen));
    });

    // A snapshot that differs from the server's made React draw both again at once, in one task.
    expect(seen.now).toEqual([true]);
    expect(seen.follow).toEqual([true, false]);
    expect(container.textContent).toBe('伺服器大');
  });

  it('reads false when nothing is hydrating, and draws it once', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen = { now: [] as boolean[], follow: [] as boolean[] };

    await act(async () => {
      root = createRoot(container);
      root.render(tree(seen));
    });

    expect(seen).toEqual({ now: [false], follow: [false] });
    expect(container.textContent).toBe('瀏覽器大');
  });

  it('draws a component mounted after hydration with false, and never again for it', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<span></span>';
    document.body.append(container);
    const seen = { now: [] as boolean[], follow: [] as boolean[] };
    let mountLater: () => void = () => {};
    function Host() {
      const [later, setLater] = useState(false);
      mountLater = () => setLater(true);
      return <span>{later && tree(seen)}</span>;
    }

    await act(async () => {
      root = hydrateRoot(container, <Host />);
    });
    await act(async () => mountLater());

    expect(seen).toEqual({ now: [false], follow: [false] });
  });

  it('treats a part that hydrates after the rest (its code came later) the same way', async () => {
    const seen = { now: [] as boolean[], follow: [] as boolean[] };
    const page = (part: ReactNode) => (
      <main>
        <h1>最新消息</h1>
        <Suspense fallback={<p>載入中</p>}>{part}</Suspense>
      </main>
    );
    const { renderToString } = await import('react-dom/server');
    // The server had the part's code; the browser's copy is still on its way when it hydrates.
    const markup = renderToString(page(tree({ now: [], follow: [] })));
    let arrive: () => void = () => {};
    const code = new Promise<void>((resolve) => (arrive = resolve));
    function Later({ children }: { children: ReactNode }) {
      use(code);
      return children;
    }
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);

    await act(async () => {
      root = hydrateRoot(container, page(<Later>{tree(seen)}</Later>));
    });
    expect(seen.now).toEqual([]);
    await act(async () => arrive());

    expect(seen.now).toEqual([true]);
    expect(seen.follow).toEqual([true, false]);
    expect(container.textContent).toBe('最新消息伺服器大');
  });
});
