/** Tab triggers that shrink their text and padding on phones, so 3-4 tabs fit 360 px. */
export const COMPACT_TAB = 'px-1.5 text-xs sm:px-3 sm:text-sm';
