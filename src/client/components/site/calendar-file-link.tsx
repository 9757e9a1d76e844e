import { CalendarPlus } from 'lucide-react';
import { buttonClasses } from '../ui/button.tsx';

/** The file as a data: address: the browser saves it under `download`'s name, with nothing to keep or free. */
export const calendarFileHref = (file: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;

/**
 * "Save to my calendar": the visit's .ics file, as the server built it, downloaded from the page
 * (decision 0041), so a visitor has it even when no e-mail brings it. The file only exists in the
 * answer that made or confirmed the booking, so the link carries it.
 */
export function CalendarFileLink({ file, className }: { file: string; className?: string | undefined }) {
  return (
    <a
      href={calendarFileHref(file)}
      download="appointment.ics"
      className={buttonClasses({ variant: 'outline', className: `max-w-full ${className ?? ''}` })}
    >
      <CalendarPlus aria-hidden="true" />
      {/* Wraps on a narrow phone rather than pushing the page wider. */}
      <span className="whitespace-normal">Save to my calendar (.ics)</span>
    </a>
  );
}
