import { AlarmClock } from 'lucide-react';
import type { Lead } from '#shared/contracts/crm/leads.ts';
import { formatDate } from '../../lib/business-format.ts';
import { cn } from '../../lib/cn.ts';
import { contactName, money } from './crm-format.ts';
import { PriorityText, ScoreBadge, StatusBadge } from './lead-badges.tsx';

export interface LeadTableProps {
  leads: readonly Lead[];
  today: string;
  selectedId: string | null;
  onSelect: (lead: Lead) => void;
}

/** An open lead whose next follow-up is today or earlier: the admin's to-do. */
export const followUpDue = (lead: Lead, today: string) => lead.status !== 'won' && lead.status !== 'lost' && lead.nextFollowUpDate <= today;

/** The leads as rows; choosing one opens its side panel. */
export function LeadTable({ leads, today, selectedId, onSelect }: LeadTableProps) {
  return (
    <ul className="divide-y divide-slate-200" aria-label="Leads">
      {leads.map((lead) => {
        const due = followUpDue(lead, today);
        return (
          <li key={lead.id}>
            <button
              type="button"
              onClick={() => onSelect(lead)}
              aria-current={lead.id === selectedId || undefined}
              className={cn(
                'grid w-full cursor-pointer gap-2 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-5',
                'sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center',
                lead.id === selectedId && 'bg-brand-50',
              )}
            >
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold text-slate-900">{lead.companyName}</span>
                  <span className="font-mono text-xs text-slate-600">{lead.reference}</span>
                  <StatusBadge status={lead.status} />
                </span>
                <span className="mt-0.5 block text-sm break-words text-slate-600">
                  {contactName(lead)} · {lead.email}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:justify-end">
                <ScoreBadge score={lead.leadScore} />
                <PriorityText priority={lead.priority} />
                <span className="font-semibold text-slate-900 tabular-nums">{money(lead.estimatedPrice)}/mo</span>
                {lead.status === 'won' || lead.status === 'lost' ? null : (
                  <span className={cn('inline-flex items-center gap-1', due ? 'font-semibold text-red-800' : 'text-slate-600')}>
                    {due ? <AlarmClock className="size-4" aria-hidden="true" /> : null}
                    {due ? 'Follow up ' : 'Next '}
                    {lead.nextFollowUpDate === today ? 'today' : formatDate(lead.nextFollowUpDate)}
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
