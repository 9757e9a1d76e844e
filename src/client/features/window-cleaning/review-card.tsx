import { Quote } from 'lucide-react';
import type { WindowReview } from '#shared/content/window-cleaning.ts';
import { Badge } from '../../components/ui/badge.tsx';

export function ReviewCard({ review }: { review: WindowReview }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Quote className="size-6 text-brand-300" aria-hidden />
      <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">{review.text}</blockquote>
      <figcaption className="mt-5 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
        <span className="text-sm">
          <span className="block font-semibold text-slate-900">{review.name}</span>
          <span className="text-slate-600">{review.city}</span>
        </span>
        <Badge variant="secondary">{review.plan} plan</Badge>
      </figcaption>
    </figure>
  );
}
