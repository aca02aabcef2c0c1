/** Large enough for any form of the site (the mailbox letter is at most 2000 characters). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The body limit of the authoring routes that carry a whole document (save and create). The
 * content schema allows 200,000 characters of content (`CONTENT_MAX_CHARS`); in UTF-8 a CJK
 * character is 3 bytes, so that alone is about 600 KB, and JSON escapes (`\"` in HTML attributes,
 * `\n`) and the other fields (summary, file lists) come on top. 1 MiB leaves a margin over all of
 * it while every other route keeps the small limit.
 */
export const DOCUMENT_BODY_LIMIT_BYTES = 1024 * 1024;
