import { submitInspection, uploadInspectionPhoto } from '#shared/contracts/inspections.endpoints.ts';
import type { SubmittedInspection } from '#shared/contracts/inspections.ts';
import type { InspectionRating } from '#shared/domain/inspections.ts';
import { ApiError, callApi, callApiWithBytes, failureOf, isBusyRefusal } from '../../lib/api-client.ts';

/**
 * The inspections kept on this device until the server has them (issue 33): every submission is written
 * here first, with its idempotency key, then sent; a lost connection leaves it here to be sent again with
 * the same key (the server answers a resend with the first result and writes nothing). Photos wait as
 * resized JPEG data URLs; once uploaded, their ids are kept so a resend names the same photos.
 */

export interface QueuedPhoto {
  /** The device's own id for the photo (a key for the screen). */
  localId: string;
  dataUrl: string;
  /** The server's id once uploaded. */
  uploadedId?: string | undefined;
}

export interface QueuedRating {
  itemKey: string;
  rating: InspectionRating;
  note: string;
  photos: QueuedPhoto[];
}

export interface QueuedInspection {
  idempotencyKey: string;
  siteId: number;
  siteName: string;
  templateVersion: number;
  bookingId: number | null;
  inspectedAt: string;
  location: string | null;
  notes: string;
  ratings: QueuedRating[];
  /** 'refused': the server said no (not a lost connection); kept to be read and discarded by hand. */
  state: 'waiting' | 'refused';
  problem?: string | undefined;
  /** Set once its photos were uploaded again after the server no longer had them (see sendQueued). */
  photosUploadedAgain?: boolean | undefined;
}

/** Where the queue lives: one list per signed-in user, in localStorage. */
export interface QueueStore {
  read(): QueuedInspection[];
  write(entries: QueuedInspection[]): void;
}

export const QUEUE_FULL_MESSAGE = 'This phone has no room left to keep the inspection: send or discard the waiting ones first.';

export function localQueueStore(userId: number | string): QueueStore {
  const key = `twinpines.inspections.queue.${userId}`;
  return {
    read() {
      try {
        const raw = globalThis.localStorage?.getItem(key);
        const parsed: unknown = raw ? JSON.parse(raw) : [];
        return Array.isArray(parsed) ? (parsed as QueuedInspection[]) : [];
      } catch {
        return [];
      }
    },
    write(entries) {
      try {
        if (entries.length === 0) globalThis.localStorage?.removeItem(key);
        else globalThis.localStorage?.setItem(key, JSON.stringify(entries));
      } catch {
        throw new Error(QUEUE_FULL_MESSAGE);
      }
    },
  };
}

function replace(store: QueueStore, entry: QueuedInspection): void {
  store.write(store.read().map((e) => (e.idempotencyKey === entry.idempotencyKey ? entry : e)));
}

export function removeQueued(store: QueueStore, idempotencyKey: string): void {
  store.write(store.read().filter((e) => e.idempotencyKey !== idempotencyKey));
}

export function enqueue(store: QueueStore, entry: QueuedInspection): void {
  store.write([...store.read().filter((e) => e.idempotencyKey !== entry.idempotencyKey), entry]);
}

export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a data URL');
  const type = match[1] ?? 'application/octet-stream';
  const payload = match[3] ?? '';
  if (!match[2]) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** A failure worth trying again later: no answer, a busy or failing server, a lapsed session. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return isBusyRefusal(error) || error.status >= 500 || error.status === 401 || error.status === 408 || error.status === 429;
}

/** The server refused the inspection's photo ids: those uploads are no longer there to be named. */
function photosGoneOnServer(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && failureOf(error).fields['photoIds'] !== undefined;
}

const withoutUploads = (rating: QueuedRating): QueuedRating => ({
  ...rating,
  photos: rating.photos.map(({ localId, dataUrl }) => ({ localId, dataUrl })),
});

export type SendOutcome = { kind: 'sent'; result: SubmittedInspection } | { kind: 'waiting' } | { kind: 'refused'; message: string };

/**
 * Sends one queued inspection: its photos not yet uploaded, then the inspection with its key. Sent: it
 * leaves the queue. No answer: it stays, to go with the next try. Refused: it stays, marked, with the reason.
 */
export async function sendQueued(store: QueueStore, idempotencyKey: string): Promise<SendOutcome> {
  let entry = store.read().find((e) => e.idempotencyKey === idempotencyKey);
  if (!entry) return { kind: 'waiting' };
  try {
    for (const [r, rating] of entry.ratings.entries()) {
      for (const [p, photo] of rating.photos.entries()) {
        if (photo.uploadedId) continue;
        const uploaded = await callApiWithBytes(uploadInspectionPhoto, await dataUrlToBlob(photo.dataUrl));
        const current: QueuedInspection = entry;
        const ratings: QueuedRating[] = current.ratings.map((x, i) =>
          i === r ? { ...x, photos: x.photos.map((y, j) => (j === p ? { ...y, uploadedId: uploaded.id } : y)) } : x,
        );
        entry = { ...current, ratings };
        replace(store, entry);
      }
    }
    const result = await callApi(submitInspection, {
      body: {
        idempotencyKey: entry.idempotencyKey,
        siteId: entry.siteId,
        templateVersion: entry.templateVersion,
        bookingId: entry.bookingId,
        inspectedAt: entry.inspectedAt,
        location: entry.location,
        notes: entry.notes,
        ratings: entry.ratings.map((x) => ({
          itemKey: x.itemKey,
          rating: x.rating,
          note: x.note,
          photoIds: x.photos.map((photo) => photo.uploadedId ?? ''),
        })),
      },
    });
    removeQueued(store, idempotencyKey);
    return { kind: 'sent', result };
  } catch (error) {
    if (isTransient(error)) return { kind: 'waiting' };
    if (photosGoneOnServer(error) && !entry.photosUploadedAgain) {
      // Photos uploaded but never named are deleted after a day (the server's 'unattached photos' job): a phone
      // offline since it uploaded them sends them again, once, then the inspection.
      replace(store, { ...entry, photosUploadedAgain: true, ratings: entry.ratings.map(withoutUploads) });
      return sendQueued(store, idempotencyKey);
    }
    const message = (error instanceof ApiError && error.serverMessage) || 'The server refused this inspection.';
    replace(store, { ...entry, state: 'refused', problem: message });
    return { kind: 'refused', message };
  }
}
