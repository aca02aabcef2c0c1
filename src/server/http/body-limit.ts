/** Large enough for any form of the site (the mailbox letter is at most 2000 characters). */
export const BODY_LIMIT_BYTES = 64 * 1024;
