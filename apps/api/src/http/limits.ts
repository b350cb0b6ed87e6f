/** Bodies above this need a staff session before a byte of them is read. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Five photos of 8 MB as data URLs, plus the JSON around them. */
export const SCAN_BODY_LIMIT = 60 * 1024 * 1024;
