/**
 * Where 案件查詢 lives, apart from its types and words (mailbox-case.ts) so that the route table,
 * in every visitor's first script, carries only this.
 */

/** The 案件查詢 page's segment under `/home/{lang}`, kept from module paths (RESERVED_MODULE_PATHS). */
export const CASE_LOOKUP_SEGMENT = 'mailbox-case';

/** `/home/{lang}/mailbox-case`: the page, as the form, its confirmation and the acknowledgement link it. */
export const caseLookupHref = (lang: string): string =>
  `/home/${encodeURIComponent(lang)}/${CASE_LOOKUP_SEGMENT}`;
