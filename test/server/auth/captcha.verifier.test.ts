import { noCaptchaVerifier, RecaptchaVerifier } from '../../../src/server/auth/captcha.verifier';

interface SentRequest {
  url: string;
  body: string;
}

/** A stand-in for Google's siteverify that says what it was asked. */
function fakeSiteverify(answer: { ok?: boolean; status?: number; json?: unknown } | Error) {
  const requests: SentRequest[] = [];
  const fetchImpl = (url: string, init: { body: string }) => {
    requests.push({ url, body: init.body });
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve({
      ok: answer.ok ?? true,
      status: answer.status ?? 200,
      json: () => Promise.resolve(answer.json),
    });
  };
  return { requests, fetchImpl };
}

describe('captcha verifiers', () => {
  it('passes every response, the empty one included, when no secret is configured', async () => {
    await expect(noCaptchaVerifier.verify('')).resolves.toBe(true);
  });

  it('asks siteverify with the secret, the response and the remote address', async () => {
    const google = fakeSiteverify({ json: { success: true } });
    const verifier = new RecaptchaVerifier('s3cret', google.fetchImpl);
    await expect(verifier.verify('token-from-widget', '203.0.113.9')).resolves.toBe(true);
    expect(google.requests).toHaveLength(1);
    expect(google.requests[0]!.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(Object.fromEntries(new URLSearchParams(google.requests[0]!.body))).toEqual({
      secret: 's3cret',
      response: 'token-from-widget',
      remoteip: '203.0.113.9',
    });
  });

  it('fails a response siteverify rejects, and an empty one without asking', async () => {
    const google = fakeSiteverify({ json: { success: false, 'error-codes': ['invalid-input-response'] } });
    const verifier = new RecaptchaVerifier('s3cret', google.fetchImpl);
    await expect(verifier.verify('forged')).resolves.toBe(false);
    await expect(verifier.verify('')).resolves.toBe(false);
    expect(google.requests).toHaveLength(1);
  });

  it('throws when siteverify cannot be reached or answers an HTTP error, so the caller can say 503', async () => {
    await expect(
      new RecaptchaVerifier('s', fakeSiteverify(new Error('offline')).fetchImpl).verify('x'),
    ).rejects.toThrow('offline');
    await expect(
      new RecaptchaVerifier('s', fakeSiteverify({ ok: false, status: 502 }).fetchImpl).verify('x'),
    ).rejects.toThrow(/502/);
  });
});
