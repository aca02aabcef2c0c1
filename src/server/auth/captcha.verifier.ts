/** Checks the `g-recaptcha-response` a form sent. */
export interface CaptchaVerifier {
  verify(response: string, remoteIp?: string): Promise<boolean>;
}

/**
 * Used when no CAPTCHA_SECRET is configured (development, tests, the demo): there is nothing to
 * check the response against, so any response, the empty one included, passes.
 */
export const noCaptchaVerifier: CaptchaVerifier = {
  verify: () => Promise.resolve(true),
};

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

/** Google reCAPTCHA's siteverify; an empty response fails without asking Google. */
export class RecaptchaVerifier implements CaptchaVerifier {
  constructor(
    private readonly secret: string,
    private readonly fetchImpl: FetchLike = fetch,
    private readonly timeoutMs = 5000,
  ) {}

  async verify(response: string, remoteIp?: string): Promise<boolean> {
    if (response.length === 0) return false;
    const body = new URLSearchParams({
      secret: this.secret,
      response,
      ...(remoteIp ? { remoteip: remoteIp } : {}),
    });
    const answer = await this.fetchImpl(SITEVERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!answer.ok) throw new Error(`reCAPTCHA siteverify answered HTTP ${answer.status}`);
    const result = (await answer.json()) as { success?: unknown };
    return result.success === true;
  }
}
