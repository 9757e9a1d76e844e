import { Factory } from 'lucide-react';
import type { CityDetail } from '#shared/contracts/cities.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { PlaceListCard } from './place-list-card.tsx';

/** The city's commercial life in prose and the industries that shape its buildings; left out when not written yet. */
export function CityEconomy({ city }: { city: CityDetail }) {
  if (city.overview === '' && city.industries.length === 0) return null;
  const paragraphs = city.overview.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return (
    <Section tone="muted" aria-labelledby="economy-heading">
      <SectionHeading id="economy-heading" eyebrow={`${city.name} at work`} title={`Commercial cleaning for ${city.name}'s buildings`} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="max-w-prose space-y-5 text-[1.0625rem] leading-[1.75] text-slate-700">
          {paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
        {city.industries.length > 0 ? (
          <div className="self-start">
            <PlaceListCard icon={Factory} title="Local industries" items={city.industries} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
