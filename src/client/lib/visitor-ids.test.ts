import { describe, expect, it } from 'vitest';
import { newId, readOrCreateId, type IdStorage } from './visitor-ids.ts';

function memoryStorage(initial: Record<string, string> = {}): IdStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

describe('readOrCreateId', () => {
  it('creates and stores an id the first time, then reads it back', () => {
    const storage = memoryStorage();
    const id = readOrCreateId(storage, 'visitorId', () => 'generated-id-1');
    expect(id).toBe('generated-id-1');
    expect(storage.data['visitorId']).toBe('generated-id-1');
    expect(readOrCreateId(storage, 'visitorId', () => 'other-id-2')).toBe('generated-id-1');
  });

  it('replaces a stored value the API would reject', () => {
    const storage = memoryStorage({ sessionId: 'bad id!' });
    expect(readOrCreateId(storage, 'sessionId', () => 'fresh-session-1')).toBe('fresh-session-1');
    expect(storage.data['sessionId']).toBe('fresh-session-1');
  });

  it('still returns an id when storage throws or is missing', () => {
    const throwing: IdStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readOrCreateId(throwing, 'visitorId', () => 'memory-only-1')).toBe('memory-only-1');
    expect(readOrCreateId(undefined, 'visitorId', () => 'memory-only-2')).toBe('memory-only-2');
  });
});

describe('newId', () => {
  it('makes distinct ids the tracking API accepts', () => {
    const a = newId();
    const b = newId();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });
});
