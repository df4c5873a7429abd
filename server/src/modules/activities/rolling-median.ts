/** Points on each side of the median's window: 5 in all, so up to 2 odd points in a row are outvoted. */
const HALF = 2;

/**
 * Each value replaced by the median of itself and its HALF neighbours on each side (fewer at the
 * ends), NaN gaps left out of the window and kept as gaps. A lone wild value (a GPS height spike)
 * never reaches the output, since the others outvote it; a steady rise or fall comes out as it
 * went in (its median is its middle value), so real terrain is not flattened. The window is in
 * points, not metres: a spike is one fix however far apart the fixes are.
 */
export function rollingMedian(values: ArrayLike<number>): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  const window: number[] = [];
  for (let i = 0; i < n; i++) {
    if (Number.isNaN(values[i])) {
      out[i] = Number.NaN;
      continue;
    }
    window.length = 0;
    for (let k = Math.max(0, i - HALF); k <= Math.min(n - 1, i + HALF); k++) {
      if (!Number.isNaN(values[k])) window.push(values[k]);
    }
    window.sort((a, b) => a - b);
    const mid = window.length >> 1;
    out[i] = window.length % 2 ? window[mid] : (window[mid - 1] + window[mid]) / 2;
  }
  return out;
}
