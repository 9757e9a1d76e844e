import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { rateVisit } from '#shared/contracts/feedback.endpoints.ts';
import { rateVisitRequestSchema, type VisitRating } from '#shared/contracts/feedback.ts';
import type { CustomerBooking } from '#shared/contracts/operations.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { callApi } from '../../lib/api-client.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import { ratingText, StarRatingField } from './star-rating.tsx';
import { visitName } from './visit-name.ts';

interface RatingValues {
  /** '1'..'5' as the radio group holds it; '' before a choice. */
  rating: string;
  comment: string;
}

const FIELDS = ['rating', 'comment'] as const;

const toInput = (values: RatingValues) => ({ rating: values.rating === '' ? undefined : Number(values.rating), comment: values.comment });

function RatingForm({
  visit,
  current,
  onRated,
}: {
  visit: CustomerBooking;
  current: { rating: number; comment: string | null } | undefined;
  onRated: (rating: VisitRating) => void;
}) {
  const queryClient = useQueryClient();
  const form = useContractForm<RatingValues, typeof rateVisitRequestSchema>({
    schema: rateVisitRequestSchema,
    defaultValues: { rating: current ? String(current.rating) : '', comment: current?.comment ?? '' },
    toInput,
  });
  const send = useMutation({
    mutationFn: (body: { rating: number; comment?: string | null }) => callApi(rateVisit, { params: { id: visit.id }, body }),
  });
  const failure = useFormFailure(form, FIELDS);
  const submitting = form.formState.isSubmitting;

  // A refusal with no field to point at (the visit is not completed, 409): the focus goes to the message.

  async function submit(valid: { rating: number; comment?: string | null | undefined }) {
    failure.clear();
    try {
      const saved = await send.mutateAsync({ rating: valid.rating, comment: valid.comment ?? null });
      void refreshReads(queryClient, ['/api/customer/analytics']);
      onRated(saved);
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" aria-busy={submitting || undefined}>
      <StarRatingField name="rating" disabled={submitting} />
      <Field
        name="comment"
        label="Comment"
        optional
        hint={
          current
            ? 'Saving replaces your earlier rating and its comment. Up to 1,000 characters.'
            : 'What went well, or what we could do better. Up to 1,000 characters.'
        }
      >
        <Textarea rows={4} maxLength={1000} readOnly={submitting} />
      </Field>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Saving…' : current ? 'Save rating' : 'Rate visit'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

export interface RateVisitDialogProps {
  /** The completed visit to rate; null keeps the dialog closed. */
  visit: CustomerBooking | null;
  /** The rating already given, to change it. */
  current?: { rating: number; comment: string | null } | undefined;
  onRated: (rating: VisitRating) => void;
  onClose: () => void;
}

/** Rate this visit: 1 to 5 stars and an optional comment; rating again replaces the rating. The outcome shows in the dialog. */
export function RateVisitDialog({ visit, current, onRated, onClose }: RateVisitDialogProps) {
  const returnFocus = useReturnFocus();
  const [saved, setSaved] = useState<{ rating: VisitRating; title: string } | null>(null);
  const title = current ? 'Change your rating' : 'Rate this visit';

  function handleOpenChange(open: boolean) {
    if (open) return;
    setSaved(null);
    onClose();
  }

  return (
    <Dialog open={visit !== null} onOpenChange={handleOpenChange}>
      {visit ? (
        <DialogContent {...returnFocus}>
          <DialogHeader>
            {/* Named by what it was opened for: saving a first rating does not rename it under the thank-you. */}
            <DialogTitle>{saved?.title ?? title}</DialogTitle>
            <DialogDescription>{visitName(visit)}</DialogDescription>
          </DialogHeader>
          {saved ? (
            <>
              <p
                role="status"
                className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
              >
                <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>Thank you. You gave this visit {ratingText(saved.rating.rating)}. You can change your rating any time.</span>
              </p>
              <DialogFooter>
                <DialogClose asChild>
                  {/* The form that had focus is gone: Done takes it. */}
                  <Button autoFocus>Done</Button>
                </DialogClose>
              </DialogFooter>
            </>
          ) : (
            <RatingForm
              visit={visit}
              current={current}
              onRated={(rating) => {
                setSaved({ rating, title });
                onRated(rating);
              }}
            />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
