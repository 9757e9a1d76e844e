import { Star } from 'lucide-react';
import { useController } from 'react-hook-form';
import { FieldSet } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';

export const ratingWords = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** '4 of 5 stars (Very good)'. */
export const ratingText = (rating: number): string =>
  `${rating} of 5 stars${ratingWords[rating - 1] ? ` (${ratingWords[rating - 1]})` : ''}`;

/** Five stars, the first `rating` filled; the words say it for screen readers. */
export function StarsShown({ rating, className }: { rating: number; className?: string | undefined }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={ratingText(rating)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={cn('size-4', n <= rating ? 'fill-accent-400 text-accent-600' : 'text-slate-300')} />
      ))}
    </span>
  );
}

/**
 * 1 to 5 stars as a native radio group (arrow keys move and choose, each star a 44 px target), bound
 * to the enclosing Form's field `name` (a string '1'..'5', '' for none yet).
 */
export function StarRatingField({ name, disabled }: { name: string; disabled?: boolean }) {
  const { field, fieldState } = useController({ name });
  const chosen = Number(field.value) || 0;
  const invalid = fieldState.error !== undefined;
  return (
    <FieldSet legend="Your rating" required name={name} disabled={disabled}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={cn(
                'flex size-11 cursor-pointer items-center justify-center rounded-lg',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              )}
            >
              <input
                type="radio"
                name={field.name}
                value={String(n)}
                checked={chosen === n}
                required
                aria-invalid={invalid || undefined}
                onChange={() => field.onChange(String(n))}
                onBlur={field.onBlur}
                ref={n === 1 ? field.ref : undefined}
                className="sr-only"
              />
              <span className="sr-only">{ratingText(n)}</span>
              <Star
                aria-hidden
                className={cn(
                  'size-8 transition-colors',
                  n <= chosen ? 'fill-accent-400 text-accent-600' : invalid ? 'text-red-400' : 'text-slate-400',
                )}
              />
            </label>
          ))}
        </div>
        <span className="text-sm font-medium text-slate-700" aria-hidden>
          {chosen ? ratingWords[chosen - 1] : 'Choose 1 to 5 stars'}
        </span>
      </div>
    </FieldSet>
  );
}
