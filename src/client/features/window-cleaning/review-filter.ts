import type { WindowReview, WindowReviewFilter } from '#shared/content/window-cleaning.ts';

export type ReviewFilterValue = WindowReviewFilter['value'];

/** Reviews for the chosen plan filter, in their original order; 'all' returns every review. */
export function filterReviews(reviews: readonly WindowReview[], filter: ReviewFilterValue): WindowReview[] {
  return filter === 'all' ? [...reviews] : reviews.filter((review) => review.plan === filter);
}
