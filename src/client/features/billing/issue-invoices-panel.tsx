import { useEffect, useState } from 'react';
import { FileSearch, FileStack } from 'lucide-react';
import { issuePreviewQuerySchema, type IssueInvoicesResult, type IssuePreview } from '#shared/contracts/billing.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import { formatCents, formatDate, formatMonth, previousMonth, recentMonths } from '../../lib/business-format.ts';
import { ApiError } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { IssuePreviewCard } from './issue-preview.tsx';
import { useIssueInvoices, usePreviewIssue } from './use-invoices.ts';

/** Whole seconds since `startedAt` (null: not running), moving on every second. */
function useElapsed(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** What a finished run made, in words. */
export function IssueResult({ result }: { result: IssueInvoicesResult }) {
  const month = formatMonth(result.month);
  const numbers =
    result.numbers.length === 0
      ? null
      : result.numbers.length === 1
        ? result.numbers[0]
        : `${result.numbers[0]} to ${result.numbers.at(-1)}`;
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
      {result.created === 0 ? (
        <p className="font-semibold">No new invoices for {month}: everything billable already has its invoice.</p>
      ) : (
        <p className="font-semibold">
          {result.created} {result.created === 1 ? 'invoice' : 'invoices'} issued for {month}, {formatCents(result.totalCents)} in all.
        </p>
      )}
      <ul className="grid gap-0.5 sm:grid-cols-2">
        <li>
          Plan months: {result.planInvoices}
          {result.skipped > 0 ? ` (${result.skipped} already invoiced, left as they were)` : ''}
        </li>
        <li>
          One-off visits: {result.bookingInvoices} {result.bookingInvoices === 1 ? 'invoice' : 'invoices'} for {result.bookingsBilled}{' '}
          {result.bookingsBilled === 1 ? 'visit' : 'visits'}
        </li>
        {numbers ? <li>Numbers: {numbers}</li> : null}
        {result.created > 0 ? (
          <li>
            Issued {formatDate(result.issueDate)}, due {formatDate(result.dueDate)}
          </li>
        ) : null}
      </ul>
      {result.unpriced > 0 ? (
        <p className="font-medium text-amber-900">
          {result.unpriced} completed one-off {result.unpriced === 1 ? 'visit has' : 'visits have'} no price and{' '}
          {result.unpriced === 1 ? 'was' : 'were'} not billed: give {result.unpriced === 1 ? 'it' : 'them'} a price, then issue the month
          again.
        </p>
      ) : null}
    </div>
  );
}

interface IssueValues {
  month: string;
}

/**
 * "Issue invoices for <month>" in two steps (decision 0040): the month's dry run first (each invoice
 * with its customer and amount, the count and total), then "Issue N invoices" issues exactly that
 * preview: the server refuses (409) if it would now make anything else, and the panel then shows the
 * new preview. The run is one call that makes every invoice or none, so while it runs the panel shows
 * that it is working and for how long, then what it made.
 */
export function IssueInvoicesPanel({ today, onIssued }: { today: string; onIssued?: ((result: IssueInvoicesResult) => void) | undefined }) {
  const previewIssue = usePreviewIssue();
  const issue = useIssueInvoices();
  const form = useContractForm<IssueValues, typeof issuePreviewQuerySchema>({
    schema: issuePreviewQuerySchema,
    defaultValues: { month: previousMonth(today) },
  });
  const [preview, setPreview] = useState<IssuePreview | null>(null);
  const [result, setResult] = useState<IssueInvoicesResult | null>(null);
  const failure = useFormFailure(form, ['month']);
  const previewing = form.formState.isSubmitting;
  const running = issue.isPending;
  const [startedAt, setStartedAt] = useState<number | null>(null);
  // The preview being issued: the progress names it whatever the month picker shows meanwhile.
  const [issuing, setIssuing] = useState<IssuePreview | null>(null);
  const elapsed = useElapsed(running ? startedAt : null);
  const month = form.watch('month');
  const options = recentMonths(today, 13).map((m) => ({ value: m, label: formatMonth(m) }));
  // A preview is of one month: choosing another puts it away.
  const shown = preview && preview.month === month ? preview : null;

  async function look(chosen: string) {
    failure.clear();
    setResult(null);
    try {
      setPreview(await previewIssue.mutateAsync(chosen));
    } catch (error) {
      setPreview(null);
      failure.show(error);
    }
  }

  async function confirm(confirmed: IssuePreview) {
    failure.clear();
    setStartedAt(Date.now());
    setIssuing(confirmed);
    try {
      const made = await issue.mutateAsync({ month: confirmed.month, previewDigest: confirmed.digest });
      setPreview(null);
      setResult(made);
      onIssued?.(made);
    } catch (error) {
      failure.say(callErrorMessage(error));
      // What would be issued changed (or another run went first): show what it would make now.
      if (error instanceof ApiError && error.status === 409) {
        try {
          setPreview(await previewIssue.mutateAsync(confirmed.month));
        } catch {
          setPreview(null);
        }
      }
    }
  }

  return (
    <Card role="region" aria-labelledby="issue-heading" className="grid gap-4 p-4 sm:p-5">
      <div>
        <h2 id="issue-heading" className="text-lg font-semibold text-slate-900">
          Issue a month’s invoices
        </h2>
        <p className="text-sm text-slate-600">
          Active plans are billed by the month (prorated by active days); completed one-off visits by customer. You see what will be issued
          before anything is; running a month again makes only what is missing.
        </p>
      </div>
      <Form
        form={form}
        onSubmit={({ month: chosen }) => look(chosen)}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        aria-busy={previewing}
      >
        <Field name="month" label="Month" className="sm:w-64">
          <NativeSelectInput options={options} placeholder="Choose a month" />
        </Field>
        <Button
          type="submit"
          variant={shown ? 'outline' : 'primary'}
          aria-disabled={previewing || running || undefined}
          className="max-sm:w-full max-sm:py-2 max-sm:whitespace-normal"
        >
          <FileSearch aria-hidden="true" />
          {previewing ? 'Working out…' : shown ? 'Look again' : `Issue invoices for ${formatMonth(month)}…`}
        </Button>
      </Form>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      {shown ? (
        <IssuePreviewCard
          preview={shown}
          actions={
            <>
              <Button variant="outline" onClick={() => setPreview(null)} disabled={running}>
                Cancel
              </Button>
              {shown.count > 0 ? (
                <Button
                  onClick={() => {
                    if (!running) void confirm(shown);
                  }}
                  aria-disabled={running || undefined}
                  className="max-sm:whitespace-normal"
                >
                  <FileStack aria-hidden="true" />
                  {running
                    ? 'Issuing…'
                    : `Issue ${shown.count} ${shown.count === 1 ? 'invoice' : 'invoices'} (${formatCents(shown.totalCents)})`}
                </Button>
              ) : null}
            </>
          }
        />
      ) : null}
      {running && issuing ? (
        <div role="status" className="grid gap-2">
          <div
            role="progressbar"
            aria-label={`Issuing invoices for ${formatMonth(issuing.month)}`}
            aria-valuetext={`Working, ${elapsed} ${elapsed === 1 ? 'second' : 'seconds'} so far`}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full w-full animate-pulse rounded-full bg-brand-600 motion-reduce:animate-none" />
          </div>
          <p className="text-sm text-slate-700">
            Issuing {issuing.count} {issuing.count === 1 ? 'invoice' : 'invoices'} for {formatMonth(issuing.month)}… {elapsed} s. Nothing is
            kept unless the whole run succeeds.
          </p>
        </div>
      ) : null}
      {result ? <IssueResult result={result} /> : null}
    </Card>
  );
}
