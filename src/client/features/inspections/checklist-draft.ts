import type { ChecklistDraft } from './inspection-checklist.tsx';

/** The checklist being filled in, per user and site, in localStorage: a reload or a closed tab keeps it. */
const draftKey = (owner: string, siteId: number) => `twinpines.inspections.draft.${owner}.${siteId}`;

export function readDraft(owner: string, siteId: number): ChecklistDraft | null {
  try {
    const raw = globalThis.localStorage?.getItem(draftKey(owner, siteId));
    return raw ? (JSON.parse(raw) as ChecklistDraft) : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the device has no room (photos are large), so the screen can say so. */
export function writeDraft(owner: string, siteId: number, draft: ChecklistDraft): boolean {
  try {
    globalThis.localStorage?.setItem(draftKey(owner, siteId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(owner: string, siteId: number): void {
  try {
    globalThis.localStorage?.removeItem(draftKey(owner, siteId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
