import { useId, useState } from 'react';
import { ClipboardCheck, ListChecks } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { getEmployeeProfile } from '#shared/contracts/auth.endpoints.ts';
import { closeActionRequestSchema, CLOSE_PHOTO_MESSAGE, type CorrectiveAction } from '#shared/contracts/inspections.ts';
import * as z from '#shared/contracts/zod.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { callErrorMessage, formFailure } from '../../lib/call-error.ts';
import { useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { apiQuery } from '../../lib/api-client.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import type { QueuedPhoto } from './inspection-queue.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { StoredPhoto } from './stored-photo.tsx';
import { useCloseAction, useCrewActions, useInspectableSites } from './use-inspections.ts';

/**
 * The employee portal's corrective actions (issue 33): the open ones of the employee's crews, those of the
 * site of today's visit first; each closed with a note and a photo of the fix.
 */
export function CrewActions() {
  const headingId = useId();
  const actions = useCrewActions();
  let body;
  if (actions.isPending)
    body = (
      <div className="grid gap-3 p-5" aria-hidden="true">
        <Skeleton className="h-20 rounded-lg" />
      </div>
    );
  else if (!actions.data)
    body = (
      <LoadError
        title="The corrective actions could not be loaded"
        message={callErrorMessage(actions.error)}
        onRetry={() => void actions.refetch()}
        retrying={actions.isFetching}
      />
    );
  else if (actions.data.actions.length === 0)
    body = (
      <StateMessage icon={<ListChecks className="size-6" aria-hidden="true" />} title="Nothing to fix">
        When an inspection finds something at one of your sites, it shows here with its deadline.
      </StateMessage>
    );
  else
    body = (
      <ul className="divide-y divide-slate-200">
        {actions.data.actions.map((action) => (
          <CrewActionItem key={action.id} action={action} />
        ))}
      </ul>
    );
  const count = actions.data?.actions.length ?? 0;
  return (
    <Card role="region" aria-labelledby={headingId} className="overflow-hidden">
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Corrective actions{count > 0 ? ` (${count})` : ''}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">What inspections found at your sites. Fix it, then close it with a photo.</p>
      </div>
      {body}
    </Card>
  );
}

function CrewActionItem({ action }: { action: CorrectiveAction }) {
  const [closing, setClosing] = useState(false);
  const findings = action.photos.filter((p) => p.kind === 'finding');
  return (
    <li className="grid gap-3 px-5 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{action.title}</span>
        {action.onTodaysVisit ? <Badge variant="info">Today’s visit</Badge> : null}
        {action.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
      </div>
      <p className="text-sm text-slate-600">
        {action.siteName} · due {formatMinnesotaTime(action.dueAt)}
      </p>
      {action.details ? <p className="text-sm whitespace-pre-line text-slate-700">{action.details}</p> : null}
      {findings.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos of what was found">
          {findings.map((photo, i) => (
            <li key={photo.id}>
              <StoredPhoto id={photo.id} alt={`What was found: photo ${i + 1}`} className="size-24" />
            </li>
          ))}
        </ul>
      ) : null}
      {closing ? (
        <CloseActionForm action={action} onCancel={() => setClosing(false)} />
      ) : (
        <button
          type="button"
          className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
          onClick={() => setClosing(true)}
        >
          <ClipboardCheck aria-hidden="true" />
          Close with a photo
        </button>
      )}
    </li>
  );
}

const closeFormSchema = z.pick(closeActionRequestSchema, { note: true });
type CloseValues = { note: string };

function CloseActionForm({ action, onCancel }: { action: CorrectiveAction; onCancel: () => void }) {
  const close = useCloseAction();
  const [photos, setPhotos] = useState<QueuedPhoto[]>([]);
  const [photoMissing, setPhotoMissing] = useState(false);
  const form = useContractForm<CloseValues, typeof closeFormSchema>({ schema: closeFormSchema, defaultValues: { note: '' } });
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(values: ContractOutput<typeof closeFormSchema>) {
    const photo = photos[0];
    if (!photo) {
      setPhotoMissing(true);
      return;
    }
    setProblem(null);
    try {
      await close.mutateAsync({ id: action.id, note: values.note, photo: photo.dataUrl });
      toast({ title: 'Corrective action closed', description: `${action.title} at ${action.siteName}.` });
    } catch (error) {
      const failure = formFailure(error, ['note']);
      if (failure.fields['note']) form.setError('note', { type: 'server', message: failure.fields['note'] });
      setProblem(failure.message);
    }
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      aria-label={`Close ${action.title}`}
    >
      <Field name="note" label="What was done" required>
        <Textarea rows={3} placeholder="Re-cleaned and restocked" />
      </Field>
      <div className="grid gap-1">
        <span className="text-sm font-medium text-slate-900">Photo of the fix</span>
        <PhotoPicker
          label="Photo of the fix"
          max={1}
          photos={photos}
          invalid={photoMissing && photos.length === 0}
          onChange={(next) => {
            setPhotos(next);
            setPhotoMissing(false);
          }}
        />
        {photoMissing && photos.length === 0 ? <p className="text-sm text-red-700">{CLOSE_PHOTO_MESSAGE}</p> : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 [&>*]:max-sm:flex-1">
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Closing…">
          Close action
        </SubmitButton>
        <button type="button" className={buttonClasses({ variant: 'ghost', size: 'lg' })} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Form>
  );
}

/** For supervisors (and admins) only: the way to the inspection screen; nothing for anyone the server refuses. */
export function InspectLink() {
  // Only a supervisor may inspect: nobody else asks for the sites (a 403 in every employee's console).
  const profile = useQuery(apiQuery(getEmployeeProfile));
  const sites = useInspectableSites(profile.data?.isSupervisor === true);
  if (!profile.data?.isSupervisor || !sites.data) return null;
  return (
    <Link href="/inspections" className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}>
      <ClipboardCheck aria-hidden="true" />
      Do an inspection
    </Link>
  );
}
