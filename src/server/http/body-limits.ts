/** JSON request bodies above this are refused with 413; routes that carry long texts raise it. */
export const jsonBodyLimit = 100 * 1024

/** Drafts (up to 500,000 characters, up to 3 bytes each in UTF-8, plus JSON escapes) and scripts. */
export const largeBodyLimit = 2 * 1024 * 1024
