import { useState } from 'react';
import { windowReviewFilters, windowReviews, windowReviewsNote } from '#shared/content/window-cleaning.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { FilterToggleGroup } from '../../components/ui/filter-toggle-group.tsx';
import { filterReviews, type ReviewFilterValue } from './review-filter.ts';
import { ReviewCard } from './review-card.tsx';

export function WindowReviews() {
  const [filter, setFilter] = useState<ReviewFilterValue>('all');
  const shown = filterReviews(windowReviews, filter);
  return (
    <Section aria-labelledby="reviews-heading">
      <SectionHeading id="reviews-heading" eyebrow="Reviews" title="What plan customers tell us" text={windowReviewsNote} />
      <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterToggleGroup label="Filter reviews by plan" options={windowReviewFilters} value={filter} onChange={setFilter} gridOnPhones />
        <p className="text-sm text-slate-600" aria-live="polite">
          {shown.length} sample {shown.length === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((review) => (
          <li key={review.name}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
