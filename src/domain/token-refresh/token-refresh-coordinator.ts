/** What a request remembers at send time, so an expiry answer can be matched with refreshes since. */
export interface SentWith {
  readonly token: string | null;
  /** How many refreshes had finished when the request was sent. */
  readonly epoch: number;
}

export interface TokenRefreshDeps {
  /** Runs one refresh call, stores the new token and resolves with it. */
  refresh(): Promise<string>;
  /** The token stored now. */
  currentToken(): string | null;
}

/**
 * One token refresh at a time (spec section 4). Callers that arrive while it runs wait for that
 * same refresh; a failure rejects each waiter once (they share one promise) and the next expiry
 * starts a fresh refresh.
 */
export class TokenRefreshCoordinator {
  private running: Promise<string> | null = null;
  private epoch = 0;
  private lastFailure: { epoch: number; error: unknown } | null = null;

  constructor(private readonly deps: TokenRefreshDeps) {}

  get inProgress(): boolean {
    return this.running !== null;
  }

  /** Call when a request is sent; hand the result to `tokenForRetry` if it is answered 611. */
  stamp(): SentWith {
    return { token: this.deps.currentToken(), epoch: this.epoch };
  }

  /** Joins the running refresh, or starts one. */
  refresh(): Promise<string> {
    if (this.running) return this.running;
    const run = this.run();
    this.running = run;
    return run;
  }

  private async run(): Promise<string> {
    // Starts on the next microtask: a refresh that throws synchronously must not settle (and clear
    // `running`) before `running` has been set, or it would stay "in progress" for ever.
    await Promise.resolve();
    try {
      return await this.deps.refresh();
    } catch (error) {
      this.lastFailure = { epoch: this.epoch + 1, error };
      throw error;
    } finally {
      this.epoch += 1;
      this.running = null;
    }
  }

  /**
   * The token to resend a request with after the server said its token expired (611).
   * - A refresh is running: wait for it.
   * - A newer token is stored than the one the request carried: use it, no refresh is needed.
   * - A refresh failed after the request was sent: that burst already lost; share its failure
   *   instead of starting another refresh for the same stale token.
   * - Otherwise: start a refresh.
   */
  tokenForRetry(sent: SentWith): Promise<string> {
    if (this.running) return this.running;
    const current = this.deps.currentToken();
    if (current !== null && current !== sent.token) return Promise.resolve(current);
    if (this.lastFailure && this.lastFailure.epoch > sent.epoch)
      return Promise.reject(this.lastFailure.error);
    return this.refresh();
  }
}
