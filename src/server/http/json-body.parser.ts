import type { FastifyInstance } from 'fastify';
import { badRequest } from './api-error';

/**
 * How deeply arrays and objects may nest in a JSON body, the body itself counting as 1. The
 * deepest real document (a menu three levels down inside `{"data":[…]}`) needs under 10; the
 * server's own checks (valibot, the accessibility rules, the diff) walk data recursively, and
 * thousands of levels overflowed their stack after the document had been saved.
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_TEXT = `資料的巢狀層數過多，最多 ${MAX_JSON_DEPTH} 層。`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests deeper than `max`, read in one pass with a counter and no recursion, so
 * that no depth can overflow the check itself. Brackets inside strings do not count. Text that is
 * not JSON gives some answer; the parser refuses it next.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) depth -= 1;
  }
  return false;
}

/**
 * The client's generic POST wrapper always sends `content-type: application/json`, also for the
 * empty bodies of `/backend/oauth/reflash` and `/backend/oauth/del`; Fastify's own JSON parser
 * rejects those, so an empty body is read as "no body" and everything else goes to the default
 * parser (which keeps its prototype-poisoning protection), once its nesting is known to be bounded.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim().length === 0) {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(TOO_DEEP_TEXT), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
