export interface ProgressHandle {
  /** Ends this task; calling it again does nothing. */
  end(): void;
}

type VisibilityListener = (visible: boolean) => void;

/**
 * The top progress bar shared by concurrent tasks (spec section 4): visible while any task is
 * open, closed only when all have ended. Handles make a double `end()` harmless, so the count can
 * never go negative and one task cannot close another's bar.
 */
export class ProgressCounter {
  private open = 0;
  private listeners: VisibilityListener[] = [];

  get visible(): boolean {
    return this.open > 0;
  }

  get openTasks(): number {
    return this.open;
  }

  begin(): ProgressHandle {
    let ended = false;
    this.change(+1);
    return {
      end: () => {
        if (ended) return;
        ended = true;
        this.change(-1);
      },
    };
  }

  /** Calls `listener` when visibility flips. Returns the unsubscribe function. */
  subscribe(listener: VisibilityListener): () => void {
    this.listeners = [...this.listeners, listener];
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  private change(delta: number): void {
    const wasVisible = this.visible;
    this.open += delta;
    if (this.visible === wasVisible) return;
    for (const listener of this.listeners) listener(this.visible);
  }
}
