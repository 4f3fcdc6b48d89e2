/**
 * Displayed id offsets, one per source, so /project/{id} tells completed samples, open sample
 * requests and posted projects apart; a tiny module so client code can use them.
 */
export const COMPLETED_OFFSET = 1000;
export const REQUEST_OFFSET = 2000;
export const POSTED_OFFSET = 3000;
