import { CalendarCheck, CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { StateMessage } from '../../components/ui/list-states.tsx';
import { AssignmentList } from './assignment-list.tsx';
import { ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';
import { splitAssignments } from './portal-format.ts';
import { useAssignments } from './use-employee-time.ts';

const copy = {
  today: {
    title: "Today's assignments",
    emptyTitle: 'No visits today',
    empty: 'Nothing is assigned to you today. You can still clock in without an assignment.',
  },
  upcoming: {
    title: 'Upcoming assignments',
    emptyTitle: 'No upcoming visits',
    empty: 'Nothing is assigned to you in the next two weeks yet. New visits appear here once the office assigns them.',
  },
} as const;

/** Today's or the coming visits assigned to the employee, with loading, failed and empty states, and a way on below. */
export function AssignmentsSection({ which, footer }: { which: 'today' | 'upcoming'; footer?: ReactNode }) {
  const assignments = useAssignments();
  const text = copy[which];

  let body;
  if (assignments.isPending) body = <ListSkeleton label="Loading assignments…" />;
  else if (!assignments.data) body = <ReadError title="Your assignments could not be loaded" read={assignments} />;
  else {
    const shown = splitAssignments(assignments.data, new Date())[which];
    body =
      shown.length === 0 ? (
        <StateMessage
          icon={which === 'today' ? <CalendarCheck className="size-6" aria-hidden /> : <CalendarDays className="size-6" aria-hidden />}
          title={text.emptyTitle}
        >
          {text.empty}
        </StateMessage>
      ) : (
        <AssignmentList assignments={shown} showDay={which === 'upcoming'} label={text.title} />
      );
  }

  return (
    <PortalSection title={text.title}>
      {body}
      {footer ? <div className="border-t border-slate-200 p-2">{footer}</div> : null}
    </PortalSection>
  );
}
