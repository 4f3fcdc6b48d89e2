/** Displayed id offsets (DECISIONS section 3); a tiny module so client code can use them. */
export const COMPLETED_OFFSET = 1000;
export const REQUEST_OFFSET = 2000;
export const POSTED_OFFSET = 3000;
