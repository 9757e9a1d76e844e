import { useState } from 'react';
import { Ban, FileDown } from 'lucide-react';
import { markPaidRequestSchema, voidInvoiceRequestSchema, type Invoice } from '#shared/contracts/billing.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmActionDialog } from '../../components/ui/confirm-action-dialog.tsx';
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
import { Input, Textarea } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { formatDollars, formatDate } from '../../lib/business-format.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { messagesByField, useContractForm } from '../../lib/contract-form.ts';
import { invoiceCustomer } from './invoice-format.ts';
import { useInvoicePdf, useMarkPaid, useVoidInvoice } from './use-invoices.ts';

interface PaidValues {
  paidOn: string;
  reference: string;
}

const PAID_FIELDS = ['paidOn', 'reference'] as const;

/** Record a pending invoice's payment: the day the money came and its reference (a check number, a transfer id). */
export function MarkPaidDialog({ invoice, today, onClose }: { invoice: Invoice | null; today: string; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog
      open={invoice !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {invoice ? (
        <DialogContent className="sm:max-w-lg" {...returnFocus}>
          <DialogHeader>
            <DialogTitle>Mark {invoice.invoiceNumber} paid</DialogTitle>
            <DialogDescription>
              {formatDollars(invoice.amount)} from {invoiceCustomer(invoice)}, due {formatDate(invoice.dueDate)}.
            </DialogDescription>
          </DialogHeader>
          <MarkPaidForm invoice={invoice} today={today} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MarkPaidForm({ invoice, today, onDone }: { invoice: Invoice; today: string; onDone: () => void }) {
  const markPaid = useMarkPaid(invoice.id);
  const form = useContractForm<PaidValues, typeof markPaidRequestSchema>({
    schema: markPaidRequestSchema,
    defaultValues: { paidOn: today, reference: '' },
  });
  const failure = useFormFailure(form, PAID_FIELDS);
  const submitting = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        failure.clear();
        try {
          const paid = await markPaid.mutateAsync(body);
          toast({ title: 'Invoice paid', description: `${paid.invoiceNumber} is marked paid.` });
          onDone();
        } catch (error) {
          failure.show(error);
        }
      }}
      className="grid gap-5"
      aria-busy={submitting}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="paidOn" label="Paid on" required hint="Not before the issue date, not in the future.">
          <Input type="date" readOnly={submitting} min={invoice.issueDate} max={today} />
        </Field>
        <Field name="reference" label="Payment reference" optional hint="Check number, transfer id…">
          <Input readOnly={submitting} maxLength={100} autoComplete="off" />
        </Field>
      </div>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Saving…' : 'Mark paid'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** Void a pending invoice: its number stays taken, and its month or visits can be billed again. */
export function VoidInvoiceDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const voiding = useVoidInvoice(invoice?.id ?? 0);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const close = () => {
    voiding.reset();
    setReason('');
    setReasonError(undefined);
    onClose();
  };
  return (
    <ConfirmActionDialog
      open={invoice !== null}
      onCancel={close}
      title={invoice ? `Void ${invoice.invoiceNumber}?` : 'Void the invoice?'}
      description={
        invoice
          ? `${formatDollars(invoice.amount)} for ${invoiceCustomer(invoice)}. The customer no longer sees it and it leaves their balance; its number stays taken. Issue the month again to bill it anew.`
          : ''
      }
      confirmLabel="Void invoice"
      pendingLabel="Voiding…"
      icon={<Ban aria-hidden="true" />}
      tone="destructive"
      pending={voiding.isPending}
      error={voiding.isError ? callErrorMessage(voiding.error) : null}
      onConfirm={() => {
        const checked = voidInvoiceRequestSchema.safeParse({ reason });
        if (!checked.success) {
          setReasonError(messagesByField(checked.error.issues)['reason']);
          return;
        }
        setReasonError(undefined);
        voiding.mutate(checked.data.reason, {
          onSuccess: (voided) => {
            toast({ title: 'Invoice voided', description: `${voided.invoiceNumber} is void.` });
            close();
          },
        });
      }}
    >
      <Field label="Reason" required error={reasonError}>
        <Textarea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          maxLength={500}
          readOnly={voiding.isPending}
        />
      </Field>
    </ConfirmActionDialog>
  );
}

/** Downloads the invoice's PDF (the admin's copy of a void invoice says so). */
export function InvoicePdfButton({
  invoice,
  className,
}: {
  invoice: Pick<Invoice, 'id' | 'invoiceNumber'>;
  className?: string | undefined;
}) {
  const pdf = useInvoicePdf();
  return (
    <Button
      variant="outline"
      className={className}
      aria-disabled={pdf.isPending || undefined}
      onClick={() => {
        if (pdf.isPending) return;
        pdf.mutate(invoice, {
          onError: (error) => toast({ title: 'PDF not downloaded', description: callErrorMessage(error), variant: 'destructive' }),
        });
      }}
    >
      <FileDown aria-hidden="true" />
      {pdf.isPending ? 'Preparing…' : 'PDF'}
      <span className="sr-only"> of {invoice.invoiceNumber}</span>
    </Button>
  );
}
