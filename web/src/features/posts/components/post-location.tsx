import { MapPin } from 'lucide-react';

/** Where a post was made; with the place's coordinates it opens on OpenStreetMap. */
export function PostLocation({ location, lat, lng }: { location: string; lat: number | null; lng: number | null }) {
  const icon = <MapPin className="size-3.5 shrink-0" aria-hidden="true" />;
  const className = 'inline-flex min-w-0 items-center gap-1 text-xs text-muted-foreground';
  if (lat === null || lng === null) {
    return (
      <p className={className}>
        {icon}
        <span className="truncate">{location}</span>
      </p>
    );
  }
  const href = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=12/${lat}/${lng}`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${className} tap-target hover:underline`}>
      {icon}
      <span className="truncate">{location}</span>
      <span className="sr-only"> (opens a map in a new tab)</span>
    </a>
  );
}
