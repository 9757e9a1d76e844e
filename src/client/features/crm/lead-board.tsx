import { useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { CrmSummary } from '#shared/contracts/crm/pipeline.ts';
import { leadStatusLabels } from '#shared/contracts/crm/crm.ts';
import { leadStatuses, type Lead, type LeadStatus } from '#shared/contracts/crm/leads.ts';
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
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { cn } from '../../lib/cn.ts';
import { money } from './crm-format.ts';
import { ScoreBadge } from './lead-badges.tsx';
import { useUpdateLead } from './use-crm.ts';

export interface LeadBoardProps {
  leads: readonly Lead[];
  summary: CrmSummary | undefined;
  onSelect: (lead: Lead) => void;
}

/** Leads per status, in the workflow's order. */
export function columnsOf(leads: readonly Lead[]): Record<LeadStatus, Lead[]> {
  const columns = Object.fromEntries(leadStatuses.map((s) => [s, [] as Lead[]])) as Record<LeadStatus, Lead[]>;
  for (const lead of leads) columns[lead.status].push(lead);
  return columns;
}

/**
 * The pipeline as columns: drag a card (or use its "Move to" list, by keyboard or on a phone) to change
 * its status. Lost asks why first; a customer's lead stays won. Totals per column are every lead's.
 */
export function LeadBoard({ leads, summary, onSelect }: LeadBoardProps) {
  const update = useUpdateLead();
  const [losing, setLosing] = useState<Lead | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor));
  const columns = columnsOf(leads);

  async function move(lead: Lead, status: LeadStatus, lostReason?: string) {
    if (lead.status === status) return;
    if (status === 'lost' && !lostReason) {
      setLosing(lead);
      return;
    }
    setMoving(lead.id);
    try {
      await update.mutateAsync({ leadId: lead.id, body: status === 'lost' ? { status, lostReason } : { status } });
      toast({ title: 'Lead moved', description: `${lead.companyName}: ${leadStatusLabels[lead.status]} → ${leadStatusLabels[status]}.` });
    } catch (error) {
      toast({ title: 'The lead was not moved', description: callErrorMessage(error), variant: 'destructive' });
    } finally {
      setMoving(null);
    }
  }

  function onDragEnd(event: DragEndEvent) {
    const lead = leads.find((l) => l.id === event.active.id);
    const status = event.over?.id as LeadStatus | undefined;
    if (lead && status) void move(lead, status);
  }

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      {/* Columns side by side from sm up (scrolling sideways); on a phone one under the other, as a
          sideways scroller there widened the phone's layout viewport and every dialog with it. From xl
          (1280 px) all seven share the width, so the whole pipeline is in view without scrolling. */}
      <div
        className="flex flex-col gap-3 p-4 sm:snap-x sm:flex-row sm:overflow-x-auto sm:p-5 xl:grid xl:grid-cols-7 xl:gap-2 xl:overflow-x-visible"
        role="list"
        aria-label="Leads by status"
        tabIndex={0}
      >
        {leadStatuses.map((status) => {
          const figures = summary?.byStatus.find((s) => s.status === status);
          return (
            <Column key={status} status={status} total={figures?.count} value={figures?.value} shown={columns[status].length}>
              {columns[status].map((lead) => (
                <Card key={lead.id} lead={lead} busy={moving === lead.id} onSelect={onSelect} onMove={(to) => void move(lead, to)} />
              ))}
            </Column>
          );
        })}
      </div>
      <LostReasonDialog
        lead={losing}
        onCancel={() => setLosing(null)}
        onConfirm={async (reason) => {
          const lead = losing!;
          setLosing(null);
          await move(lead, 'lost', reason);
        }}
      />
    </DndContext>
  );
}

function Column({
  status,
  total,
  value,
  shown,
  children,
}: {
  status: LeadStatus;
  total: number | undefined;
  value: number | undefined;
  shown: number;
  children: React.ReactNode;
}) {
  const { isOver, setNodeRef } = useDroppable({ id: status });
  const headingId = `board-${status}`;
  return (
    <section
      ref={setNodeRef}
      role="listitem"
      aria-labelledby={headingId}
      className={cn(
        'flex shrink-0 snap-start flex-col gap-2 rounded-xl border bg-slate-50 p-3 transition-colors sm:w-64 xl:w-auto xl:min-w-0 xl:p-2',
        isOver ? 'border-brand-500 bg-brand-50' : 'border-slate-200',
      )}
    >
      <header>
        <h3 id={headingId} className="flex items-baseline justify-between gap-2 text-sm font-semibold text-slate-900">
          {leadStatusLabels[status]}
          <span className="font-normal text-slate-600 tabular-nums">{total ?? shown}</span>
        </h3>
        {value !== undefined ? <p className="text-xs text-slate-600 tabular-nums">{money(value)} a month</p> : null}
        {total !== undefined && total > shown ? (
          <p className="text-xs text-slate-600">Showing the newest {shown}: search or filter to find others.</p>
        ) : null}
      </header>
      {/* One column no wider than the board's: at xl a card is ~110 px wide and must wrap, not overflow. */}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label={`${leadStatusLabels[status]} leads`}>
        {children}
      </ul>
      {shown === 0 ? <p className="py-4 text-center text-xs text-slate-500">No leads</p> : null}
    </section>
  );
}

function Card({
  lead,
  busy,
  onSelect,
  onMove,
}: {
  lead: Lead;
  busy: boolean;
  onSelect: (lead: Lead) => void;
  onMove: (to: LeadStatus) => void;
}) {
  const locked = lead.convertedAt !== null;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: lead.id, disabled: locked || busy });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn(
        'grid min-w-0 gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm xl:p-2',
        isDragging && 'z-10 shadow-lg ring-2 ring-brand-500',
        busy && 'opacity-60',
      )}
      aria-busy={busy || undefined}
    >
      {/* From xl the grip sits above the name, which then has the card's whole width (~90 px). */}
      <div className="flex items-start gap-1 xl:flex-col xl:gap-0">
        {locked ? null : (
          <button
            type="button"
            className="-ml-1 inline-flex size-8 shrink-0 cursor-grab items-center justify-center rounded text-slate-500 hover:bg-slate-100 active:cursor-grabbing xl:h-6"
            aria-label={`Drag ${lead.companyName} to another status`}
            {...attributes}
            {...listeners}
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        )}
        <button type="button" onClick={() => onSelect(lead)} className="min-w-0 flex-1 cursor-pointer text-left xl:w-full">
          <span className="block text-sm font-semibold [overflow-wrap:anywhere] hyphens-auto text-slate-900 hover:underline xl:text-[13px]">
            {lead.companyName}
          </span>
          <span className="block font-mono text-xs [overflow-wrap:anywhere] text-slate-600">{lead.reference}</span>
        </button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs">
        <ScoreBadge score={lead.leadScore} />
        <span className="font-semibold text-slate-900 tabular-nums">{money(lead.estimatedPrice)}/mo</span>
      </div>
      {locked ? (
        <p className="text-xs text-emerald-900">A customer: stays won</p>
      ) : (
        <label className="grid grid-cols-[minmax(0,1fr)] gap-1 text-xs text-slate-600">
          Move to
          <select
            value={lead.status}
            disabled={busy}
            onChange={(event) => onMove(event.target.value as LeadStatus)}
            className="min-h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 xl:px-1 xl:text-xs"
          >
            {leadStatuses.map((s) => (
              <option key={s} value={s}>
                {leadStatusLabels[s]}
              </option>
            ))}
          </select>
        </label>
      )}
    </li>
  );
}

/** Lost needs a reason (decision 0019): asked before the move is sent. */
function LostReasonDialog({
  lead,
  onCancel,
  onConfirm,
}: {
  lead: Lead | null;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog
      open={lead !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          setProblem(null);
          onCancel();
        }
      }}
    >
      {lead ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Why was {lead.companyName} lost?</DialogTitle>
            <DialogDescription>The reason is kept in the lead’s history.</DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!reason.trim()) {
                setProblem('Say why the lead was lost (at most 500 characters)');
                return;
              }
              const chosen = reason.trim();
              setReason('');
              setProblem(null);
              void onConfirm(chosen);
            }}
          >
            <label className="grid gap-1.5 text-sm font-medium text-slate-900">
              Reason
              <Textarea
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                rows={3}
                maxLength={500}
                aria-invalid={problem ? true : undefined}
              />
            </label>
            {problem ? <FormAlert>{problem}</FormAlert> : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" variant="destructive">
                Mark lost
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
