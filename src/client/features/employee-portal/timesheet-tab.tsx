import { LocationList } from './location-list.tsx';
import { ManualEntryForm } from './manual-entry-form.tsx';
import { StatusSummary } from './status-summary.tsx';
import { TimeEntryList } from './time-entry-list.tsx';
import { TripList } from './trip-list.tsx';

// Its own module: the employee portal loads it when the tab is first opened (issue 36).
/**
 * Timesheet: the week's hours, a manual entry, the 10 latest entries, the week's trips and miles,
 * and last every location stored about the employee (the punches' and trips' points).
 */
export function TimesheetTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="grid gap-6">
        <StatusSummary />
        <ManualEntryForm />
      </div>
      <div className="grid gap-6">
        <TimeEntryList />
        <TripList />
        <LocationList />
      </div>
    </div>
  );
}
