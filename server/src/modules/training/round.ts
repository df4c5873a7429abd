/** Figures are answered to a tenth: loads and seconds are not more precise than that. */
export const round1 = (n: number) => Math.round(n * 10) / 10;
