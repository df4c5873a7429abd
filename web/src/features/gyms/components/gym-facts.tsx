import type { Gym } from '@common/schemas/gyms';
import { Clock, Globe, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A dt and dd pair straight inside its div, as a definition list allows; the icon sits in the dt.
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span className="absolute top-0.5 left-0 text-primary">{icon}</span>
        {label}
      </dt>
      <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** Opening hours, phone, website, amenities and description: whatever the gym has. */
export function GymFacts({ gym }: { gym: Gym }) {
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        {gym.openingHours && (
          <Fact icon={<Clock className="size-4" aria-hidden="true" />} label="Opening hours">
            {gym.openingHours}
          </Fact>
        )}
        {gym.phone && (
          <Fact icon={<Phone className="size-4" aria-hidden="true" />} label="Phone">
            <a href={`tel:${gym.phone.replace(/[^\d+]/g, '')}`} className="tap-target hover:underline">
              {gym.phone}
            </a>
          </Fact>
        )}
        {gym.website && (
          <Fact icon={<Globe className="size-4" aria-hidden="true" />} label="Website">
            <a
              href={gym.website}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center text-primary [overflow-wrap:anywhere] hover:underline"
            >
              {gym.website.replace(/^https?:\/\//, '')}
            </a>
          </Fact>
        )}
      </dl>
      {gym.amenities.length > 0 && (
        <div>
          <h2 className="mb-2 text-sm font-semibold">Amenities</h2>
          <ul className="flex flex-wrap gap-2" aria-label="Amenities">
            {gym.amenities.map((amenity) => (
              <li key={amenity}>
                <Badge variant="secondary">{amenity}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      {gym.description && <p className="whitespace-pre-line text-muted-foreground">{gym.description}</p>}
    </div>
  );
}
