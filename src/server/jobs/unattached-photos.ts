import { inTransaction, type Database } from '../db/client.ts';
import { createInspectionsRepository } from '../modules/inspections/inspections.repository.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';

/**
 * A photo is uploaded first and named by an inspection or a closed action right after (decision 0045); one
 * still unnamed a day later was left behind (a refused submission discarded on the phone, a closing given
 * up). A waiting inspection on a phone offline for longer uploads its photos again (inspection-queue.ts).
 */
export const UNATTACHED_PHOTO_MS = 24 * 3_600_000;
/** Photos deleted in one round at most; the next round takes the rest. */
const ROUND_LIMIT = 500;

export interface UnattachedPhotoDeps {
  db: Database;
  storage: PhotoStorage;
}

/**
 * One round of the sweep (one instance at a time): each photo uploaded over a day before `at` and still
 * named by nothing loses its row and its stored file in one transaction, the row first. A submission naming
 * the photo meanwhile holds its row (`for update`), so the row is kept; a file that cannot be deleted (the
 * bucket unreachable) rolls the row back for the next round. Answers how many photos went.
 */
export async function sweepUnattachedPhotos(deps: UnattachedPhotoDeps, at: Date): Promise<number> {
  const repo = createInspectionsRepository(deps.db);
  const stale = await repo.unattachedPhotosBefore(new Date(at.getTime() - UNATTACHED_PHOTO_MS), ROUND_LIMIT);
  let deleted = 0;
  for (const photo of stale) {
    const gone = await inTransaction(deps.db, async (tx) => {
      const key = await repo.deleteUnattachedPhoto(photo.id, tx);
      if (key !== undefined) await deps.storage.delete(key);
      return key !== undefined;
    });
    if (gone) deleted += 1;
  }
  return deleted;
}
