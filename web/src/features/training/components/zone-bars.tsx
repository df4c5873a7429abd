import type { ActivityHeartRateZones } from '@common/schemas/training';
import { ZONE_MODEL_LABELS, ZONE_NAMES } from '@common/training-texts';
import { formatSeconds } from '../lib/format';

const ZONE_COLORS = ['#94a3b8', '#38bdf8', '#22c55e', '#f59e0b', '#ef4444'];

/** Time in each of the five zones as a list of bars (each bar's share of the time in zones and below). */
export function ZoneBars({ zones }: { zones: ActivityHeartRateZones }) {
  const total = zones.zones.reduce((sum, z) => sum + z.seconds, zones.belowZone1Seconds);
  const share = (s: number) => (total > 0 ? Math.round((s / total) * 100) : 0);
  const source =
    zones.maxSource === 'set'
      ? `maximum ${zones.maxHeartRate} bpm`
      : `highest recorded ${zones.maxHeartRate} bpm (not a measured maximum)`;
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label="Time in heart-rate zones" className="flex flex-col gap-1.5">
        {[...zones.zones].reverse().map((z) => (
          <li
            key={z.zone}
            className="grid grid-cols-[7.5rem_1fr_4.5rem] items-center gap-2 text-sm sm:grid-cols-[11rem_1fr_5rem]"
          >
            <span className="min-w-0">
              <span className="block font-medium leading-tight">{ZONE_NAMES[z.zone - 1]}</span>
              <span className="block text-xs text-muted-foreground tabular-nums">
                {z.maxBpm === null ? `${z.minBpm}+ bpm` : `${z.minBpm}-${z.maxBpm} bpm`}
              </span>
            </span>
            <span className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span
                className="block h-full rounded-full"
                style={{ width: `${share(z.seconds)}%`, backgroundColor: ZONE_COLORS[z.zone - 1] }}
              />
            </span>
            <span className="text-right tabular-nums" data-testid={`zone-${z.zone}-time`}>
              {formatSeconds(z.seconds)}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        {zones.belowZone1Seconds > 0 && `Below zone 1: ${formatSeconds(zones.belowZone1Seconds)}. `}
        Zones by {ZONE_MODEL_LABELS[zones.zoneModel]}: {source}
        {zones.restingHeartRate !== null && `, resting ${zones.restingHeartRate} bpm`}.
      </p>
    </div>
  );
}
