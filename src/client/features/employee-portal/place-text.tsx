import { MapPin } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { pointLabel, type Place } from './place.ts';

/**
 * A place as the portal writes it (place.ts): the site or the address as text; a bare point as a
 * short link to a map, the coordinates only in its accessible name and tooltip.
 */
export function PlaceText({ place, className }: { place: Place | null; className?: string }) {
  if (!place) return null;
  if (place.kind !== 'point') return <span className={cn('break-words', className)}>{place.text}</span>;
  const label = `Open the recorded location (${pointLabel(place.point)}) on a map`;
  return (
    <a
      href={place.mapHref}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      className={cn('inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline', className)}
    >
      <MapPin className="size-3.5 shrink-0" aria-hidden />
      On the map
    </a>
  );
}
