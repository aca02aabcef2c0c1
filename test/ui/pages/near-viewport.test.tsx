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
let observers: Array<() => void> = [];

beforeEach(() => {
  tops.clear();
  observers = [];
  class FakeObserver {
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeObserver });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = tops.get(this.textContent ?? '') ?? 0;
    return { top, bottom: top + 256, left: 0, right: 400, width: 400, height: 256, x: 0, y: top } as DOMRect;
  });
});

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

/** The observer reports (as it does once at start and whenever a place crosses its margin). */
const observe = () => act(() => observers.forEach((callback) => callback()));

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
