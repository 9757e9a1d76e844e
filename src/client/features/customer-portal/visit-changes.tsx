import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarOff } from 'lucide-react';
import type { CustomerBooking } from '#shared/contracts/operations.ts';
import {
  createSiteClosure,
  getOwnVisitChanges,
  getServiceRequestOptions,
  moveVisit,
  skipVisit,
} from '#shared/contracts/self-service.endpoints.ts';
import {
  createSiteClosureSchema,
  moveVisitSchema,
  type CustomerVisitChanges,
  type VisitChange,
  type VisitChangeKind,
} from '#shared/contracts/self-service.ts';
import { addDays, companyDate, weekStart } from '#shared/domain/company-time.ts';
import { VISIT_START_WINDOW } from '#shared/domain/operations.ts';
import { wallClock } from '#shared/text/company-dates.ts';
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
import { Input } from '../../components/ui/input.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { formatCents, formatDate, minnesotaClock } from '../../lib/business-format.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import { formatVisitTime } from './portal-format.ts';
import { EmptyNote, ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';
import { visitName } from './visit-name.ts';

/** The reads a change refreshes: the visits everywhere in the portal, and the changes. */
const CHANGED_READS = ['/api/customer/bookings', '/api/customer/visit-changes', '/api/customer/visits/today'];

/** The rules in force (the cut-off) and the customer's closures and changes. */
export const useVisitChanges = () => useQuery(apiQuery(getOwnVisitChanges));

/** Whether a visit may still be skipped or moved online: confirmed and later than the cut-off. */
export function canChange(visit: CustomerBooking, now: Date, cutoffHours: number): boolean {
  return visit.status === 'confirmed' && new Date(visit.scheduledDate).getTime() - now.getTime() >= cutoffHours * 3_600_000;
}

/** The crews' hours a move must start in (decision 0054; the server says so too). */
const START_HINT = `Crews start from ${wallClock(VISIT_START_WINDOW.earliest)} to ${wallClock(VISIT_START_WINDOW.latest)}`;

interface MoveValues {
  date: string;
  startTime: string;
}

function MoveForm({ visit, onDone }: { visit: CustomerBooking; onDone: (change: VisitChange) => void }) {
  const queryClient = useQueryClient();
  const day = companyDate(new Date(visit.scheduledDate));
  const first = weekStart(day);
  const form = useContractForm<MoveValues, typeof moveVisitSchema>({
    schema: moveVisitSchema,
    defaultValues: { date: day, startTime: minnesotaClock(visit.scheduledDate) },
  });
  const send = useMutation({
    mutationFn: (body: ContractOutput<typeof moveVisitSchema>) => callApi(moveVisit, { params: { id: visit.id }, body }),
  });
  const failure = useFormFailure(form, ['date', 'startTime']);
  const submitting = form.formState.isSubmitting;
  async function submit(body: ContractOutput<typeof moveVisitSchema>) {
    failure.clear();
    try {
      const change = await send.mutateAsync(body);
      void refreshReads(queryClient, CHANGED_READS);
      onDone(change);
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" aria-label="Move this visit" aria-busy={submitting || undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="date" label="Day" required hint={`${formatDate(first)} to ${formatDate(addDays(first, 6))}`}>
          <Input type="date" min={first} max={addDays(first, 6)} readOnly={submitting} />
        </Field>
        <Field name="startTime" label="Time" required hint={START_HINT}>
          <Input type="time" step={900} readOnly={submitting} />
        </Field>
      </div>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <div className="flex justify-end">
        <Button type="submit" variant="outline" className="min-h-11" aria-disabled={submitting || undefined}>
          {submitting ? 'Moving…' : 'Move the visit'}
        </Button>
      </div>
    </Form>
  );
}

/** Skip a visit, or move it to another day and time of its week, up to the cut-off before it. */
export function ChangeVisitDialog({
  visit,
  rules,
  onClose,
}: {
  visit: CustomerBooking | null;
  rules: CustomerVisitChanges | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const returnFocus = useReturnFocus();
  const [skipError, setSkipError] = useState<string | null>(null);
  const skip = useMutation({ mutationFn: (id: number) => callApi(skipVisit, { params: { id } }) });

  function close(open: boolean) {
    if (open) return;
    setSkipError(null);
    onClose();
  }

  async function skipIt(target: CustomerBooking) {
    setSkipError(null);
    try {
      const change = await skip.mutateAsync(target.id);
      void refreshReads(queryClient, CHANGED_READS);
      onClose();
      toast({
        title: 'Visit skipped',
        description: `${formatVisitTime(change.fromStart)}${change.creditCents > 0 ? `: ${formatCents(change.creditCents)} comes off that month's invoice` : ''}.`,
      });
    } catch (error) {
      setSkipError(callErrorMessage(error));
    }
  }

  return (
    <Dialog open={visit !== null} onOpenChange={close}>
      {visit ? (
        <DialogContent {...returnFocus}>
          <DialogHeader>
            <DialogTitle>Skip or move this visit</DialogTitle>
            <DialogDescription>{visitName(visit)}</DialogDescription>
          </DialogHeader>
          <section aria-labelledby="skip-heading" className="grid gap-2 rounded-lg border border-slate-200 p-4">
            <h3 id="skip-heading" className="font-medium text-slate-900">
              Skip it
            </h3>
            <p className="text-sm text-slate-600">
              {rules?.skippedVisitsCredited
                ? 'No crew comes; the visit’s share of the month comes off your invoice.'
                : 'No crew comes. Your monthly price stays the same.'}
            </p>
            {skipError ? <FormAlert>{skipError}</FormAlert> : null}
            <div className="flex justify-end">
              <Button
                variant="destructive"
                className="min-h-11"
                onClick={() => void skipIt(visit)}
                aria-disabled={skip.isPending || undefined}
              >
                {skip.isPending ? 'Skipping…' : 'Skip this visit'}
              </Button>
            </div>
          </section>
          <section aria-labelledby="move-heading" className="grid gap-2 rounded-lg border border-slate-200 p-4">
            <h3 id="move-heading" className="font-medium text-slate-900">
              Move it within its week
            </h3>
            <MoveForm
              visit={visit}
              onDone={(change) => {
                onClose();
                toast({ title: 'Visit moved', description: `Now ${formatVisitTime(change.toStart ?? change.fromStart)}.` });
              }}
            />
          </section>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

interface ClosureValues {
  siteId: string;
  startsOn: string;
  endsOn: string;
  reason: string;
}
const CLOSURE_FIELDS = ['siteId', 'startsOn', 'endsOn', 'reason'] as const;

function ClosureForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const sites = useQuery(apiQuery(getServiceRequestOptions));
  const choices = sites.data?.sites ?? [];
  const form = useContractForm<ClosureValues, typeof createSiteClosureSchema>({
    schema: createSiteClosureSchema,
    defaultValues: { siteId: choices.length === 1 ? String(choices[0]!.id) : '', startsOn: '', endsOn: '', reason: '' },
    toInput: (values) => ({ ...values, siteId: values.siteId === '' ? undefined : Number(values.siteId) }),
  });
  const send = useMutation({ mutationFn: (body: ContractOutput<typeof createSiteClosureSchema>) => callApi(createSiteClosure, { body }) });
  const failure = useFormFailure(form, CLOSURE_FIELDS);
  const submitting = form.formState.isSubmitting;
  async function submit(body: ContractOutput<typeof createSiteClosureSchema>) {
    failure.clear();
    try {
      const closure = await send.mutateAsync(body);
      void refreshReads(queryClient, CHANGED_READS);
      onDone();
      toast({
        title: 'Closure saved',
        description: `${closure.site.name}, ${formatDate(closure.startsOn)} to ${formatDate(closure.endsOn)}: ${closure.visitsLeftOut} ${closure.visitsLeftOut === 1 ? 'visit' : 'visits'} left out.`,
      });
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" aria-busy={submitting || undefined}>
      <Field name="siteId" label="Site" required>
        <NativeSelectInput options={choices.map((s) => ({ value: String(s.id), label: s.name }))} placeholder="Choose a site" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="startsOn" label="Closed from" required>
          <Input type="date" readOnly={submitting} />
        </Field>
        <Field name="endsOn" label="Closed through" required>
          <Input type="date" readOnly={submitting} />
        </Field>
      </div>
      <Field name="reason" label="Why" required hint="A holiday, a move, a renovation…">
        <Input maxLength={200} readOnly={submitting} />
      </Field>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Saving…' : 'Save closure'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

const changeLabels: Record<VisitChangeKind, string> = { skip: 'Skipped', move: 'Moved', closure: 'Left out (site closed)' };

function changeLine(change: VisitChange): string {
  if (change.kind === 'move' && change.toStart) return `${formatVisitTime(change.fromStart)} → ${formatVisitTime(change.toStart)}`;
  return `${formatVisitTime(change.fromStart)}${change.creditCents > 0 ? ` · ${formatCents(change.creditCents)} credited` : ''}`;
}

/** Site closures (planned visits on those days are left out) and the visits the customer skipped or moved. */
export function ClosuresSection() {
  const changes = useVisitChanges();
  const [open, setOpen] = useState(false);
  const returnFocus = useReturnFocus();

  let body;
  if (changes.isPending) body = <ListSkeleton label="Loading your closures and changes…" rows={1} />;
  else if (changes.isError) body = <ReadError title="Your closures and changes could not be loaded" read={changes} />;
  else if (changes.data.closures.length === 0 && changes.data.changes.length === 0)
    body = (
      <EmptyNote>
        Closed for a holiday or moving out? Enter the days once and no visit is planned on them. You can also skip or move a visit up to{' '}
        {changes.data.cutoffHours} hours before it.
      </EmptyNote>
    );
  else
    body = (
      <ul aria-label="Closures and changes" className="divide-y divide-slate-200">
        {changes.data.closures.map((closure) => (
          <li key={`closure-${closure.id}`} className="grid gap-0.5 px-5 py-3">
            <p className="font-medium text-slate-900">
              {closure.site.name} closed: {closure.reason}
            </p>
            <p className="text-sm text-slate-600">
              {formatDate(closure.startsOn)} to {formatDate(closure.endsOn)}
            </p>
          </li>
        ))}
        {changes.data.changes.map((change) => (
          <li key={`change-${change.id}`} className="grid gap-0.5 px-5 py-3">
            <p className="font-medium text-slate-900">
              {changeLabels[change.kind]}: {change.serviceType}
            </p>
            <p className="text-sm text-slate-600">{changeLine(change)}</p>
          </li>
        ))}
      </ul>
    );

  return (
    <PortalSection
      title="Closures and changes"
      description="Days your site is closed, and the visits you skipped or moved."
      action={
        <Button size="sm" variant="outline" className="min-h-11" onClick={() => setOpen(true)}>
          <CalendarOff aria-hidden />
          Add a closure
        </Button>
      }
    >
      {body}
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent {...returnFocus}>
            <DialogHeader>
              <DialogTitle>Site closed</DialogTitle>
              <DialogDescription>No visit is planned on these days; visits already planned on them are cancelled.</DialogDescription>
            </DialogHeader>
            <ClosureForm onDone={() => setOpen(false)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </PortalSection>
  );
}
