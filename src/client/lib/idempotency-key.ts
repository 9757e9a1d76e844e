/** A random v4 UUID; falls back to getRandomValues where randomUUID is missing (plain-http origins). */
export function randomUuid(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeys {
  /** The key for sending `payload`: the same key as last time when the payload is unchanged, else a new one. */
  keyFor: (payload: unknown) => string;
}

/**
 * One key per submission attempt, reused for a retry or double click of the
 * same unchanged submission, so the server stores one lead however often it is sent.
 */
export function createIdempotencyKeys(generate: () => string = randomUuid): IdempotencyKeys {
  let last: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(payload) {
      const fingerprint = JSON.stringify(payload);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: generate() };
      return last.key;
    },
  };
}
