import { cpus } from 'node:os';
import type { Figures } from './lighthouse-run';

/** The targets on this machine. */
const TARGETS = { performance: 90, lcpRatio: 1.5, tbt: 200, cls: 0.05, accessibility: 100 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Medians per page, the LCP ratio app / static, and each target met or not. */
export function printSummary(
  samples: Map<string, Figures[]>,
  { runs, loadBefore, loadAfter }: { runs: number; loadBefore: number[]; loadAfter: number[] },
) {
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(
    `\nMedians of ${runs} run(s). ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}); ` +
      `load average ${load(loadBefore)} before, ${load(loadAfter)} after.`,
  );
  console.log('| page | performance | FCP ms | LCP ms | TBT ms | CLS | accessibility | requests | KiB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const medians = new Map<string, Record<keyof Omit<Figures, 'lcpElement'>, number>>();
  for (const [label, list] of samples) {
    const pick = (key: keyof Omit<Figures, 'lcpElement'>) => median(list.map((f) => f[key]));
    const m = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      requests: pick('requests'),
      kilobytes: pick('kilobytes'),
    };
    medians.set(label, m);
    console.log(
      `| ${label} | ${m.performance} | ${Math.round(m.fcp)} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ` +
        `${m.cls.toFixed(3)} | ${m.accessibility} | ${m.requests} | ${Math.round(m.kilobytes)} |`,
    );
  }
  const dashboard = medians.get('dashboard');
  const snapshot = medians.get('static dashboard');
  if (!dashboard || !snapshot) return;
  const ratio = dashboard.lcp / snapshot.lcp;
  console.log(`\nLCP ratio dashboard / static snapshot: ${ratio.toFixed(2)}x (target <= ${TARGETS.lcpRatio}x)`);
  const apps = [...medians].filter(([label]) => label !== 'static dashboard');
  const check = (ok: boolean, text: string) => console.log(`${ok ? 'met    ' : 'NOT MET'}  ${text}`);
  check(
    apps.every(([, m]) => m.performance >= TARGETS.performance),
    `performance >= ${TARGETS.performance} on every page`,
  );
  check(ratio <= TARGETS.lcpRatio, `dashboard LCP <= ${TARGETS.lcpRatio}x the static snapshot's`);
  check(
    apps.every(([, m]) => m.tbt <= TARGETS.tbt),
    `TBT <= ${TARGETS.tbt} ms on every page`,
  );
  check(
    apps.every(([, m]) => m.cls <= TARGETS.cls),
    `CLS <= ${TARGETS.cls} on every page`,
  );
  check(
    apps.every(([, m]) => m.accessibility >= TARGETS.accessibility),
    'accessibility 100 on every page',
  );
}
