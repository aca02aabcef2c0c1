import { act, screen } from '@testing-library/react';
import { ProgressCounter, type ProgressHandle } from '../../../src/domain/progress/progress-counter';
import { createProgressStore } from '../../../src/stores/progress.store';
import { ProgressBar, progressSourceOf } from '../../../src/ui/feedback/progress-bar';
import { renderWithProviders } from '../../support/render-with-providers';

/** Starts a task the way a use case would, outside React, with React told about the update. */
function begin(counter: ProgressCounter): ProgressHandle {
  let handle!: ProgressHandle;
  act(() => {
    handle = counter.begin();
  });
  return handle;
}

describe('the top progress bar', () => {
  it('shows while any task of the shared counter is open and hides when the last one ends', () => {
    const counter = new ProgressCounter();
    renderWithProviders(<ProgressBar source={counter} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const first = begin(counter);
    const second = begin(counter);
    expect(screen.getByRole('progressbar', { name: '載入中' })).toBeInTheDocument();
    act(() => first.end());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => second.end());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is visible at once when mounted while a task is already running', () => {
    const counter = new ProgressCounter();
    counter.begin();
    renderWithProviders(<ProgressBar source={counter} label="頁面載入中" />);
    expect(screen.getByRole('progressbar', { name: '頁面載入中' })).toHaveAttribute('aria-busy', 'true');
  });

  it('follows the progress store through progressSourceOf', () => {
    const counter = new ProgressCounter();
    const store = createProgressStore(counter);
    renderWithProviders(<ProgressBar source={progressSourceOf(store)} />);
    const task = begin(counter);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => task.end());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    store.dispose();
  });

  it('stops listening when unmounted', () => {
    const subscribed = new Set<(visible: boolean) => void>();
    const source = {
      visible: false,
      subscribe(listener: (visible: boolean) => void) {
        subscribed.add(listener);
        return () => subscribed.delete(listener);
      },
    };
    const { unmount } = renderWithProviders(<ProgressBar source={source} />);
    expect(subscribed.size).toBe(1);
    unmount();
    expect(subscribed.size).toBe(0);
  });
});
