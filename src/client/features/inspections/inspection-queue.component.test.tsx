import { describe, expect, it } from 'vitest';
import { answerFetch, json, problem, type SeenRequest } from '#tests/support/component-render.tsx';
import { sendQueued, type QueueStore, type QueuedInspection } from './inspection-queue.ts';

// A waiting inspection whose photos were uploaded, then the phone went offline for over a day: the server's
// sweep deleted the unnamed photos, so the inspection is refused naming photoIds. The queue uploads them
// again, once, and sends the inspection with the new ids.

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
const GONE = 'Upload the photo first (each photo is used once)';

function memoryStore(entries: QueuedInspection[]): QueueStore & { entries: () => QueuedInspection[] } {
  let held = entries;
  return { read: () => held, write: (next) => void (held = next), entries: () => held };
}

const waiting: QueuedInspection = {
  idempotencyKey: 'key-1',
  siteId: 7,
  siteName: 'Lakeside Dental',
  templateVersion: 3,
  bookingId: null,
  inspectedAt: '2026-03-10T23:30:00.000Z',
  location: null,
  notes: '',
  ratings: [
    { itemKey: 'restrooms.fixtures', rating: 'poor', note: 'Stained', photos: [{ localId: 'p1', dataUrl: PHOTO, uploadedId: 'old-id' }] },
  ],
  state: 'waiting',
};

const submits = (seen: SeenRequest[]) => seen.filter((r) => r.url === '/api/inspections');
const photoIdsOf = (request: SeenRequest) => (request.body as { ratings: { photoIds: string[] }[] }).ratings[0]!.photoIds;

describe('a waiting inspection whose uploaded photos are gone from the server', () => {
  it('uploads its photos again, once, and sends it with the new ids', async () => {
    const store = memoryStore([waiting]);
    let uploads = 0;
    const seen = answerFetch((r) => {
      if (r.url === '/api/inspections/photos')
        return json({ id: `new-id-${++uploads}`, contentType: 'image/jpeg', sizeBytes: 9, url: '/x' }, 201);
      return photoIdsOf(r)[0] === 'old-id' ? problem(400, 'Invalid body: photoIds', { photoIds: GONE }) : json({ replayed: false }, 201);
    });
    expect((await sendQueued(store, 'key-1')).kind).toBe('sent');
    expect(submits(seen).map(photoIdsOf)).toEqual([['old-id'], ['new-id-1']]);
    expect(store.entries()).toEqual([]);
  });

  it('is refused, with the server’s words, when the new photos are refused too', async () => {
    const store = memoryStore([waiting]);
    const seen = answerFetch((r) =>
      r.url === '/api/inspections/photos'
        ? json({ id: 'new-id', contentType: 'image/jpeg', sizeBytes: 9, url: '/x' }, 201)
        : problem(400, 'Invalid body: photoIds', { photoIds: GONE }),
    );
    expect(await sendQueued(store, 'key-1')).toEqual({ kind: 'refused', message: 'Invalid body: photoIds' });
    expect(submits(seen)).toHaveLength(2);
    expect(store.entries()).toMatchObject([{ state: 'refused', photosUploadedAgain: true }]);
  });
});
