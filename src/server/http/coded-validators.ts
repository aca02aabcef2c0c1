import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

/**
 * ETags of bodies that go out compressed or not, one tag per content coding (RFC 9110 §8.8.3:
 * "a strong entity tag for a content-encoded representation has to be distinct from the entity
 * tag of an unencoded representation"). The br, gzip and identity bodies of one page are three
 * representations: a cache that revalidates its gzip copy must not be told that the br one is
 * fresh, nor a range request be served from the wrong bytes.
 *
 * A route offers the tag of its body as written (`offerValidator`); the last onSend hook, after
 * @fastify/compress has chosen the coding, suffixes the coding actually sent (`"abc"` → `"abc-br"`,
 * `W/"abc"` → `W/"abc-br"`, as Apache's `-gzip`), adds `Vary: Accept-Encoding`, and answers 304 to
 * an If-None-Match that names that tag. The suffix changes the tag's length, so a coded tag never
 * equals another body's plain one. Only tags meant for revalidation are offered: the authoring
 * routes' `ETag: "{revision}"` names a document revision for If-Match and stays as it is.
 */

const offered = new WeakSet<FastifyReply>();

/** Sets `etag` as the validator of this answer's body, to be coded and checked once it is sent. */
export function offerValidator(reply: FastifyReply, etag: string): FastifyReply {
  offered.add(reply);
  return reply.header('etag', etag);
}

/** The tag of the body sent with `coding`; identity (or none) leaves it as it is. */
export function codedEtag(etag: string, coding: string | undefined): string {
  const name = coding?.trim().toLowerCase();
  if (!name || name === 'identity') return etag;
  const weak = etag.startsWith('W/');
  const opaque = weak ? etag.slice(2) : etag;
  if (!opaque.startsWith('"') || !opaque.endsWith('"') || opaque.length < 2) return etag;
  return `${weak ? 'W/' : ''}${opaque.slice(0, -1)}-${name}"`;
}

/** RFC 9110's weak comparison, as If-None-Match asks: `W/"x"` matches `"x"`, and `*` anything. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const own = etag.replace(/^W\//, '');
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag.replace(/^W\//, '') === own;
  });
}

function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  if (names.includes('*') || names.includes('accept-encoding')) return;
  reply.header('vary', [...names, 'accept-encoding'].join(', '));
}

function discard(payload: unknown): void {
  if (payload && typeof payload === 'object' && 'destroy' in payload && typeof payload.destroy === 'function')
    (payload as { destroy(): void }).destroy();
}

const codeValidator: onSendHookHandler = async (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) => {
  if (!offered.has(reply)) return payload;
  // Once per answer, however often the hook is listed.
  offered.delete(reply);
  const etag = reply.getHeader('etag');
  if (typeof etag !== 'string') return payload;
  const encoding = reply.getHeader('content-encoding');
  const coded = codedEtag(etag, typeof encoding === 'string' ? encoding : undefined);
  reply.header('etag', coded);
  varyOnEncoding(reply);
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  if (!readOnly || reply.statusCode !== 200 || !ifNoneMatchHits(request.headers['if-none-match'], coded))
    return payload;
  // Not modified: the body, compressed or not, is never sent, nor what describes it.
  discard(payload);
  reply.code(304);
  for (const name of ['content-encoding', 'content-length', 'content-type']) reply.removeHeader(name);
  return null;
};

/**
 * Appends `codeValidator` to every route registered from now on, after @fastify/compress's own
 * onSend (it adds its hook per route the same way, so it must be registered first).
 */
export function installCodedValidators(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const hooks = route.onSend;
    const listed = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
    if (!listed.includes(codeValidator)) route.onSend = [...listed, codeValidator];
  });
}
