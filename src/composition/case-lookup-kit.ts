import type { ResolutionContext } from 'inversify';
import { ApiMailboxPublic } from '../adapters/http/api-mailbox-public.adapter';
import type { ApiClient } from '../application/api/api-client';
import { lookupCase, type CaseLookupOutcome } from '../application/mailbox/case-lookup.use-case';
import type { CaseLookupRequest } from '../shared/mailbox-case';
import { TYPES } from './symbols';

/** 案件查詢 as the page calls it: the use case over the public mailbox adapter. */
export type CaseLookup = (input: CaseLookupRequest) => Promise<CaseLookupOutcome>;

/** 案件查詢's half of the composition root, in the page's own chunk. */
export function caseLookupFrom(ctx: ResolutionContext): CaseLookup {
  const source = new ApiMailboxPublic(ctx.get<ApiClient>(TYPES.ApiClient));
  return (input) => lookupCase(source, input);
}
