import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, randomUuid } from './idempotency-key.ts';

describe('createIdempotencyKeys', () => {
  it('reuses the key while the payload is unchanged and makes a new one when it changes', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `key-${++n}`);
    expect(keys.keyFor({ email: 'a@example.com', sqft: 1000 })).toBe('key-1');
    expect(keys.keyFor({ email: 'a@example.com', sqft: 1000 })).toBe('key-1');
    expect(keys.keyFor({ email: 'a@example.com', sqft: 2000 })).toBe('key-2');
    expect(keys.keyFor({ email: 'a@example.com', sqft: 1000 })).toBe('key-3');
  });
});

describe('randomUuid', () => {
  it('makes distinct v4 UUIDs', () => {
    const a = randomUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomUuid()).not.toBe(a);
  });
});
