import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './api-download.ts';

describe('fileNameFrom', () => {
  it('reads the server’s file name, plain or encoded, else the fallback', () => {
    expect(fileNameFrom('attachment; filename="Invoice-INV-2026-0001.pdf"', 'x.pdf')).toBe('Invoice-INV-2026-0001.pdf');
    expect(fileNameFrom("attachment; filename*=UTF-8''payroll%202026.csv", 'x.csv')).toBe('payroll 2026.csv');
    expect(fileNameFrom('attachment', 'x.csv')).toBe('x.csv');
    expect(fileNameFrom(null, 'x.csv')).toBe('x.csv');
  });
});
