import { Star } from 'lucide-react';
import { testimonials } from '#shared/content/home.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';

export function TestimonialsSection() {
  return (
    <Section id="testimonials" aria-labelledby="testimonials-heading">
      <SectionHeading
        id="testimonials-heading"
        eyebrow="Testimonials"
        title="What facility managers say"
        text="Rated 4.9/5 by the businesses we clean for."
        align="center"
      />
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((t) => (
          <figure key={t.name} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex gap-0.5" role="img" aria-label={`${t.rating} out of 5 stars`}>
              {[1, 2, 3, 4, 5].map((n) => (
                <Star key={n} className={n <= t.rating ? 'size-4 fill-accent-400 text-accent-500' : 'size-4 text-slate-300'} aria-hidden />
              ))}
            </div>
            <blockquote className="mt-4 flex-1 text-slate-700">“{t.quote}”</blockquote>
            <figcaption className="mt-5 border-t border-slate-100 pt-4 text-sm">
              <span className="font-semibold text-slate-900">{t.name}</span>
              <span className="text-slate-600">, {t.title}</span>
              <span className="block text-slate-500">{t.company}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}
