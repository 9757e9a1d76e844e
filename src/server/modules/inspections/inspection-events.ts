import type { Database } from '../../db/client.ts';

/** What a listener hears when an inspection is recorded (inside the submission's transaction). */
export interface InspectionRecorded {
  inspectionId: number;
  siteId: number;
  customerId: number;
  scorePercent: number | null;
  targetPercent: number;
}
export type InspectionRecordedListener = (tx: Database, event: InspectionRecorded) => Promise<void>;

const listeners = new Set<InspectionRecordedListener>();

/**
 * Another module's work in the same transaction as a new inspection (the customer's report e-mail is
 * queued in the outbox there). Registered once, at module load; the same function twice counts once.
 */
export function onInspectionRecorded(listener: InspectionRecordedListener): void {
  listeners.add(listener);
}

export async function inspectionRecorded(tx: Database, event: InspectionRecorded): Promise<void> {
  for (const listener of listeners) await listener(tx, event);
}
