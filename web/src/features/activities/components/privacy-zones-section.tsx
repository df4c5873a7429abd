import { ACTIVITY_LIMITS, createZoneSchema } from '@common/schemas/activities';
import { MapPin } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAddZone, useDeleteZone, usePrivacyZones } from '../api/settings';
import { type LatLng, PrivacyZonePicker } from './privacy-zone-picker';

/** The typed centre, when both fields hold numbers in range. */
function typedCentre(lat: string, lng: string): LatLng | null {
  if (lat.trim() === '' || lng.trim() === '') return null;
  const c = { lat: Number(lat), lng: Number(lng) };
  return Math.abs(c.lat) <= 90 && Math.abs(c.lng) <= 180 ? c : null;
}

const RADIUS_STEP = 50;

/**
 * Settings > Privacy: circles around home or work. Others never receive the parts of routes
 * inside them (the server leaves those points out), including activities recorded before. The
 * centre is placed by clicking the map (or typed), the radius set with a slider (or typed).
 */
export function PrivacyZonesSection() {
  const zones = usePrivacyZones();
  const add = useAddZone();
  const remove = useDeleteZone();
  const [form, setForm] = useState({ label: 'Home', lat: '', lng: '', radiusM: '500' });
  const [error, setError] = useState<string | null>(null);
  const centre = typedCentre(form.lat, form.lng);
  const radius = Number(form.radiusM);
  const sliderRadius = Math.min(
    ACTIVITY_LIMITS.zoneRadiusMax,
    Math.max(ACTIVITY_LIMITS.zoneRadiusMin, Number.isFinite(radius) ? radius : ACTIVITY_LIMITS.zoneRadiusMin),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createZoneSchema.safeParse({
      label: form.label,
      lat: Number(form.lat),
      lng: Number(form.lng),
      radiusM: Number(form.radiusM),
    });
    if (!parsed.success || form.lat === '' || form.lng === '') {
      setError(parsed.success ? 'Click the map or enter a latitude and a longitude' : parsed.error.issues[0].message);
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Privacy zone added', variant: 'success' });
        setForm((f) => ({ ...f, label: '', lat: '', lng: '' }));
      },
      onError: (e) => setError(errorMessage(e, 'Could not add the zone')),
    });
  };
  const setCentre = (c: LatLng) => setForm((f) => ({ ...f, lat: String(c.lat), lng: String(c.lng) }));
  const here = () =>
    navigator.geolocation?.getCurrentPosition((p) =>
      setForm((f) => ({ ...f, lat: p.coords.latitude.toFixed(5), lng: p.coords.longitude.toFixed(5) })),
    );
  const field = (name: keyof typeof form, label: string, props: Record<string, string> = {}) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`zone-${name}`}>{label}</Label>
      <Input
        id={`zone-${name}`}
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        {...props}
      />
    </div>
  );

  return (
    <Card className="mt-4 flex flex-col gap-3 p-4 sm:p-6">
      <section aria-labelledby="zones-heading" className="flex flex-col gap-3">
        <div>
          <h2 id="zones-heading" className="text-lg font-semibold">
            Privacy zones
          </h2>
          <p className="text-sm text-muted-foreground">
            Others never see the parts of your routes inside these circles: maps, feed thumbnails, start and finish move
            outside them. Applies to the activities you already uploaded too. To keep your place from being worked out,
            routes are cut at a larger circle placed at random around yours, never at yours.
          </p>
        </div>
        {zones.data && zones.data.length > 0 && (
          <ul aria-label="Privacy zones" className="flex flex-col divide-y divide-border">
            {zones.data.map((z) => (
              <li key={z.id} className="flex items-center gap-3 py-2">
                <MapPin className="size-4 text-primary" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="font-semibold">{z.label}</span>{' '}
                  <span className="text-sm text-muted-foreground">
                    {z.lat.toFixed(4)}, {z.lng.toFixed(4)} · {z.radiusM} m
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${z.label}`}
                  onClick={() => remove.mutate(z.id)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} aria-label="Add a privacy zone" className="grid gap-3 sm:grid-cols-2">
          <div className="sm:col-span-2">
            {zones.data && (
              <PrivacyZonePicker centre={centre} radiusM={sliderRadius} zones={zones.data} onCentre={setCentre} />
            )}
          </div>
          {field('label', 'Name')}
          <div className="flex flex-col gap-1">
            <Label htmlFor="zone-radius-slider">Radius: {sliderRadius} m</Label>
            <input
              id="zone-radius-slider"
              type="range"
              min={ACTIVITY_LIMITS.zoneRadiusMin}
              max={ACTIVITY_LIMITS.zoneRadiusMax}
              step={RADIUS_STEP}
              value={sliderRadius}
              onChange={(e) => setForm({ ...form, radiusM: e.target.value })}
              className="h-11 w-full cursor-pointer accent-primary"
            />
          </div>
          {field('lat', 'Latitude', { inputMode: 'decimal' })}
          {field('lng', 'Longitude', { inputMode: 'decimal' })}
          {field('radiusM', `Radius in metres (${ACTIVITY_LIMITS.zoneRadiusMin}-${ACTIVITY_LIMITS.zoneRadiusMax})`, {
            inputMode: 'numeric',
          })}
          {error && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" disabled={add.isPending}>
              Add zone
            </Button>
            <Button variant="outline" onClick={here}>
              Use my location
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
