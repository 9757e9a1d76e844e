import { onInspectionRecorded } from '../inspections/inspection-events.ts';
import { queueInspectionReport } from './customer-quality.service.ts';

// The customer's report e-mail is queued in the transaction that records the inspection (decision 0046).
// Registered once, when this module is first loaded; the same function registered again counts once.
onInspectionRecorded(queueInspectionReport);
