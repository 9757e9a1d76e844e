import { describe, expect, it } from 'vitest';
import { freeKey, keyFromLabel } from './template-keys.ts';

describe('checklist keys', () => {
  it('makes a key of the area and the label’s words', () => {
    expect(keyFromLabel('restrooms', 'Baby changing table')).toBe('restrooms.baby-changing-table');
    expect(keyFromLabel('lobby', '  Café & coffee bar! ')).toBe('lobby.cafe-coffee-bar');
    expect(keyFromLabel('', 'Break Room')).toBe('break-room');
    expect(keyFromLabel('glass', '***')).toBe('glass.item');
  });
  it('keeps keys to 60 characters and never ends one on a dash', () => {
    const key = keyFromLabel('offices', 'a'.repeat(51) + ' b');
    expect(key).toHaveLength(59);
    expect(key.endsWith('-')).toBe(false);
  });
  it('numbers a key already taken', () => {
    expect(freeKey('trash.bins', new Set(['trash.bins']))).toBe('trash.bins-2');
    expect(freeKey('trash.bins', new Set(['trash.bins', 'trash.bins-2']))).toBe('trash.bins-3');
    expect(freeKey('trash.liners', new Set(['trash.bins']))).toBe('trash.liners');
  });
});
