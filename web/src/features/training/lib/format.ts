/** 1:05:09 or 4:07 (hours only when there are any). */
export function formatSeconds(total: number): string {
  const s = Math.round(total);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** A load or an average to one decimal: 84.3. */
export const formatLoad = (n: number) =>
  n.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
