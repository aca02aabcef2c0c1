import { act, fireEvent, screen, within } from '@testing-library/react';
import { ChakraDialogs } from '../../../src/adapters/dialogs/chakra-dialogs.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { DialogHost } from '../../../src/ui/feedback/dialog-host';
import { createDialogsStore, type DialogsStore } from '../../../src/stores/dialogs.store';
import { renderWithProviders } from '../../support/render-with-providers';

let store: DialogsStore;
let dialogs: ChakraDialogs;
/** A snack's duration runs on the core's timers, here manual time. */
let time: ManualTime;

beforeEach(() => {
  store = createDialogsStore();
  dialogs = new ChakraDialogs(store);
  time = new ManualTime();
});

const region = () => screen.getByRole('status', { name: '通知' });
const snack = (message: string, options?: Parameters<ChakraDialogs['snack']>[1]) =>
  act(() => dialogs.snack(message, options));
const advance = (ms: number) => act(() => time.advance(ms));

describe('the snack bar', () => {
  it('shows a message in a polite live region that is in the page before any snack', () => {
    renderWithProviders(<DialogHost store={store} timers={time} />);
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toBeEmptyDOMElement();

    snack('已複製連結');
    expect(within(region()).getByText('已複製連結')).toBeInTheDocument();
  });

  it('disappears after 1600 ms by default', () => {
    renderWithProviders(<DialogHost store={store} timers={time} />);
    snack('已儲存');
    advance(1599);
    expect(screen.getByText('已儲存')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('已儲存')).not.toBeInTheDocument();
  });

  it('offers an action button labelled X that dismisses it at once', () => {
    renderWithProviders(<DialogHost store={store} timers={time} />);
    snack('已儲存');
    fireEvent.click(within(region()).getByRole('button', { name: 'X' }));
    expect(screen.queryByText('已儲存')).not.toBeInTheDocument();
  });

  it('honours a custom duration and action label', () => {
    renderWithProviders(<DialogHost store={store} timers={time} />);
    snack('已送出', { durationMs: 5000, action: '知道了' });
    expect(within(region()).getByRole('button', { name: '知道了' })).toBeInTheDocument();
    advance(4999);
    expect(screen.getByText('已送出')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('已送出')).not.toBeInTheDocument();
  });

  it('shows queued snacks one after the other, each for its own duration', () => {
    renderWithProviders(<DialogHost store={store} timers={time} />);
    snack('第一則');
    snack('第二則');
    expect(screen.getByText('第一則')).toBeInTheDocument();
    expect(screen.queryByText('第二則')).not.toBeInTheDocument();
    advance(1600);
    expect(screen.getByText('第二則')).toBeInTheDocument();
    advance(1599);
    expect(screen.getByText('第二則')).toBeInTheDocument();
    advance(1);
    expect(region()).toBeEmptyDOMElement();
  });

  it('stops its clock while the pointer or keyboard focus is on it, and restarts it on leaving', () => {
    renderWithProviders(<DialogHost store={store} timers={time} />);
    snack('可以暫停');
    const bar = screen.getByText('可以暫停').parentElement!;
    fireEvent.mouseEnter(bar);
    advance(10_000);
    expect(screen.getByText('可以暫停')).toBeInTheDocument();
    fireEvent.mouseLeave(bar);

    fireEvent.focus(within(bar).getByRole('button', { name: 'X' }));
    advance(10_000);
    expect(screen.getByText('可以暫停')).toBeInTheDocument();
    fireEvent.blur(within(bar).getByRole('button', { name: 'X' }));
    advance(1600);
    expect(screen.queryByText('可以暫停')).not.toBeInTheDocument();
  });

  it('waits in the queue, without error, until a host is mounted', () => {
    expect(() => dialogs.snack('稍後顯示')).not.toThrow();
    renderWithProviders(<DialogHost store={store} timers={time} />);
    expect(screen.getByText('稍後顯示')).toBeInTheDocument();
  });
});
