import type { FastifyRequest } from 'fastify';
import { unavailable } from '../platform/refusals';
import type { CaptchaVerifier } from './captcha.verifier';

/** Runs the verifier; a verifier that cannot answer (Google unreachable) is a 503, not a "wrong captcha". */
export async function captchaPasses(
  verifier: CaptchaVerifier,
  response: string,
  request: FastifyRequest,
): Promise<boolean> {
  try {
    return await verifier.verify(response, request.ip);
  } catch (error) {
    request.log.warn({ err: error }, 'captcha verification unavailable');
    throw unavailable('驗證服務暫時無法使用，請稍後再試。');
  }
}
