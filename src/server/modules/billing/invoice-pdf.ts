/**
 * The invoice PDF (issue 13): the quote documents' house style (letterhead, title block, info
 * columns, a table with a teal total row) from quote/documents/pdf-layout.ts. Every figure comes
 * from the stored invoice and its lines and is only formatted here.
 */
import type { Invoice, InvoiceLine } from '#shared/contracts/billing.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { zonedInstant } from '#shared/domain/company-time.ts';
import { INVOICE_DUE_DAYS } from '#shared/domain/operations.ts';
import { formatLongDate, formatMoneyCents } from '../quote/documents/pdf-format.ts';
import {
  COLORS,
  drawInfoColumns,
  drawLetterhead,
  drawNotice,
  drawParagraph,
  drawSectionHeading,
  drawTable,
  drawTitleBlock,
  renderPdf,
  type InfoLine,
} from '../quote/documents/pdf-layout.ts';
import { dayLabel, monthLabel } from './invoice-periods.ts';

export interface InvoiceDocumentInput {
  invoice: Invoice;
  lines: InvoiceLine[];
  company: CompanyProfile;
  /** How to pay, from Settings; null or blank: the PDF says to contact the office instead. */
  paymentInstructions?: string | null | undefined;
}

/**
 * The "How to pay" block of a payable invoice (decision 0040): the company's instructions as set in
 * Settings, else where to ask. Never an empty block.
 */
export function howToPay(company: CompanyProfile, instructions: string | null | undefined): string {
  const text = instructions?.trim();
  if (text) return text;
  return `Please contact our office to arrange payment: call ${company.phone} or e-mail ${company.salesEmail}.`;
}

const cents = (value: number) => formatMoneyCents(value / 100);

const STATUS_LABEL: Record<Invoice['status'], string> = {
  pending: 'Pending',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};

export async function renderInvoicePdf(input: InvoiceDocumentInput): Promise<Buffer> {
  const { invoice, lines, company } = input;
  const total = cents(invoice.amountCents);
  const settled = invoice.status === 'paid' || invoice.status === 'void';
  return renderPdf(
    {
      title: `Invoice ${invoice.invoiceNumber}`,
      reference: `Invoice No. ${invoice.invoiceNumber}`,
      subject: invoice.description,
      company,
      // The day it stands for, so the same invoice in the same state renders the same bytes.
      createdAt: zonedInstant(invoice.issueDate, '12:00'),
    },
    (doc) => {
      drawLetterhead(doc, company);
      drawTitleBlock(doc, 'Invoice', [
        ['Invoice No.', invoice.invoiceNumber],
        ['Issue date', dayLabel(invoice.issueDate)],
        ['Due date', dayLabel(invoice.dueDate)],
        ['Status', STATUS_LABEL[invoice.status]],
      ]);

      const billTo: InfoLine[] = [
        ...(invoice.billTo.company ? [{ value: invoice.billTo.company, bold: true }] : []),
        { value: invoice.billTo.name, bold: !invoice.billTo.company },
        ...(invoice.billTo.address ? [{ value: invoice.billTo.address }] : []),
        { value: invoice.billTo.email },
      ];
      const details: InfoLine[] = [
        ...(invoice.month ? [{ label: 'Period', value: monthLabel(invoice.month) }] : []),
        { label: 'For', value: invoice.kind === 'plan' ? 'Recurring cleaning service' : 'Completed cleaning visits' },
        { label: 'Amount due', value: settled ? cents(0) : total, bold: true },
        invoice.status === 'paid' && invoice.paidAt
          ? { label: 'Paid on', value: formatLongDate(new Date(invoice.paidAt)) }
          : { label: 'Pay by', value: settled ? '—' : dayLabel(invoice.dueDate) },
      ];
      drawInfoColumns(doc, [
        { title: 'Bill to', lines: billTo },
        { title: 'Invoice', lines: details },
      ]);

      drawSectionHeading(doc, invoice.description, 70);
      drawTable(doc, {
        columns: [
          { header: 'Description', weight: 58 },
          { header: 'Qty', weight: 8, align: 'right' },
          { header: 'Unit price', weight: 16, align: 'right' },
          { header: 'Amount', weight: 18, align: 'right' },
        ],
        rows: [
          ...lines.map((line) => ({
            cells: [line.description, String(line.quantity), cents(line.unitPriceCents), cents(line.amountCents)],
          })),
          { cells: ['Total', '', '', total], style: 'total' as const },
        ],
      });

      if (invoice.status === 'void') {
        drawNotice(doc, 'Void', `This invoice was voided and is not payable. Its number ${invoice.invoiceNumber} is not used again.`);
      } else if (invoice.status === 'paid') {
        const on = invoice.paidAt ? ` on ${formatLongDate(new Date(invoice.paidAt))}` : '';
        const reference = invoice.paymentReference ? ` (reference ${invoice.paymentReference})` : '';
        drawNotice(doc, 'Paid', `${total} was received${on}${reference}. Thank you.`);
      } else {
        const instructions = input.paymentInstructions?.trim() || null;
        // Without instructions, "How to pay" already names the phone and the e-mail: not twice.
        const questions = instructions ? ` Questions about this invoice: call ${company.phone} or e-mail ${company.salesEmail}.` : '';
        drawNotice(
          doc,
          invoice.status === 'overdue' ? 'Payment overdue' : 'Payment',
          `Please pay ${total} by ${dayLabel(invoice.dueDate)} and mention invoice ${invoice.invoiceNumber} with your payment.${questions}`,
        );
        drawNotice(doc, 'How to pay', howToPay(company, instructions));
      }
      drawParagraph(
        doc,
        `Payment is due ${INVOICE_DUE_DAYS} days after the issue date. ${company.name}, ${company.address.street}, ${company.address.city}.`,
        {
          size: 8,
          color: COLORS.muted,
        },
      );
    },
  );
}
