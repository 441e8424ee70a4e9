/** Style of a keyboard hint ("Ctrl+Enter adds the next line"): shown only where a fine pointer
 *  that hovers suggests a keyboard, not on phones and tablets, where it means nothing (issue 34). */
export const keyboardOnly = {
  display: 'none',
  '@media (hover: hover) and (pointer: fine)': { display: 'block' },
} as const
