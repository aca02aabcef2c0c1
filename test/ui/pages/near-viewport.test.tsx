import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NearViewport } from '../../../src/ui/pages/near-viewport';

/**
 * What a later home or landing section waits for: the first screen's sections render at
 * once; a later one only when its place is inside the viewport, or within half a screen of it after
 * the visitor has scrolled, or at a key press or print. Never on a timer. jsdom has no layout, so the
 * test gives each waiting place its distance from the top (by its title) and plays the observer.
 */

const tops = new Map<string, number>();
const SCREEN = 900;
const PLACE = 256;

/**
 * Plays IntersectionObserver on the given tops: a report when a place is first observed, then only
 * when it crosses the observer's margin, and a place touching the edge counts as inside, as in
 * Chromium. Only the two margins the sections use are known: none, and half a screen.
 */
interface Watched {
  callback: (entries: Array<{ isIntersecting: boolean }>) => void;
  margin: number;
  element: Element;
  inside?: boolean;
}
let watched: Watched[] = [];

beforeEach(() => {
  tops.clear();
  watched = [];
  class FakeObserver {
    private readonly margin: number;
    constructor(
      private readonly callback: Watched['callback'],
      options?: { rootMargin?: string },
    ) {
      const percent = /^(\d+)%/.exec(options?.rootMargin ?? '0px');
      this.margin = percent ? (SCREEN * Number(percent[1])) / 100 : 0;
    }
    observe(element: Element) {
      watched.push({ callback: this.callback, margin: this.margin, element });
    }
    disconnect() {
      watched = watched.filter((w) => w.callback !== this.callback);
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeObserver });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: SCREEN });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = topOf(this);
    return {
      top,
      bottom: top + PLACE,
      left: 0,
      right: 400,
      width: 400,
      height: PLACE,
      x: 0,
      y: top,
    } as DOMRect;
  });
});

const topOf = (element: Element) => tops.get(element.textContent ?? '') ?? 0;

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function section(title: string, top: number, eager = false) {
  tops.set(title, top);
  return (
    <NearViewport key={title} eager={eager} title={title}>
      <p>{`${title} 的內容`}</p>
    </NearViewport>
  );
}

/** The observers report: each place's first report, and each crossing since the last call. */
const observe = () =>
  act(() => {
    for (const w of [...watched]) {
      const top = topOf(w.element);
      const inside = top <= SCREEN + w.margin && top + PLACE >= -w.margin;
      if (w.inside === inside) continue;
      w.inside = inside;
      w.callback([{ isIntersecting: inside }]);
    }
  });

it('renders the first screen at once and keeps a later section waiting, its title in the outline', () => {
  render(
    <>
      {section('橫幅', 0, true)}
      {section('最新消息', 1402)}
    </>,
  );
  observe();
  expect(screen.getByText('橫幅 的內容')).toBeInTheDocument();
  expect(screen.queryByText('最新消息 的內容')).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: '最新消息' })).toBeInTheDocument();
});

it('does not load a section within the look-ahead before the visitor scrolls, however long it waits', () => {
  jest.useFakeTimers();
  try {
    render(section('最新消息', 1200));
    observe();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByText('最新消息 的內容')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

it('loads a section whose place is inside the viewport itself without a scroll (a tall screen)', () => {
  render(section('最新消息', 700));
  observe();
  expect(screen.getByText('最新消息 的內容')).toBeInTheDocument();
});

it('brings every waiting section at the first key press, and when printing', () => {
  render(
    <>
      {section('最新消息', 1402)}
      {section('近期活動', 2400)}
    </>,
  );
  observe();
  fireEvent.keyDown(window, { key: 'Tab' });
  expect(screen.getByText('最新消息 的內容')).toBeInTheDocument();
  expect(screen.getByText('近期活動 的內容')).toBeInTheDocument();

  render(section('聯絡我們', 5000));
  observe();
  act(() => {
    window.dispatchEvent(new Event('beforeprint'));
  });
  expect(screen.getByText('聯絡我們 的內容')).toBeInTheDocument();
});

/** The server's markup of a first section with a link and a later one, hydrated in `container`. */
async function hydrateWith(focusLink: boolean): Promise<void> {
  const page = (
    <>
      <NearViewport eager title="橫幅">
        <a href="/home/zh-tw/about">關於本館</a>
      </NearViewport>
      {section('最新消息', 1402)}
    </>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  // A Tab pressed while the page was only the server's markup: the focus is on its link.
  if (focusLink) container.querySelector<HTMLAnchorElement>('a')!.focus();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  observe();
  roots.push(() => {
    root?.unmount();
    container.remove();
  });
}
const roots: Array<() => void> = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((unmount) => unmount()));
});

it('brings the waiting sections when a key moved the focus before the server markup woke up', async () => {
  await hydrateWith(true);
  expect(screen.getByText('最新消息 的內容')).toBeInTheDocument();
});

it('keeps them waiting when nothing was pressed before it woke up', async () => {
  await hydrateWith(false);
  expect(screen.queryByText('最新消息 的內容')).toBeNull();
});

// Last: the first scroll is remembered for the rest of the visit (module state).
it('loads a section within half a screen below once the visitor scrolls, and not one further down', () => {
  render(
    <>
      {section('最新消息', 1200)}
      {section('近期活動', 1500)}
    </>,
  );
  observe();
  expect(screen.queryByText('最新消息 的內容')).toBeNull();
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  expect(screen.getByText('最新消息 的內容')).toBeInTheDocument();
  // 1500 is beyond 900 + 450: it waits for the observer to see it come nearer.
  expect(screen.queryByText('近期活動 的內容')).toBeNull();
  tops.set('近期活動', 1300);
  observe();
  expect(screen.getByText('近期活動 的內容')).toBeInTheDocument();
});

it('loads a section touching the look-ahead, which the observer will not report again as it comes nearer', () => {
  render(
    <>
      {section('活動相簿', SCREEN + SCREEN / 2)}
      {section('聯絡我們', 2000)}
    </>,
  );
  observe();
  // Touching the look-ahead's edge is inside it for the observer, which says nothing more while
  // the place moves further in: the first scroll must bring it.
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  expect(screen.getByText('活動相簿 的內容')).toBeInTheDocument();
  // After the first scroll, a place that comes to touch the edge (a section above grew shorter).
  tops.set('聯絡我們', SCREEN + SCREEN / 2);
  observe();
  expect(screen.getByText('聯絡我們 的內容')).toBeInTheDocument();
});
