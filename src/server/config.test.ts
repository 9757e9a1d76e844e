import { describe, expect, it } from 'vitest';
import { loadConfig, toE164 } from './config.ts';

describe('loadConfig', () => {
  it('works with nothing set: port 5000, embedded database, a fictional company profile', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.siteUrl).toBe('http://localhost:5000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(config.company.phone).toMatch(/555-01\d\d/);
    expect(config.company.address.city).toBe('Apple Valley');
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', COMPANY_EMAIL: 'nope' })).toThrow(/PORT[\s\S]*COMPANY_EMAIL/);
  });
});

describe('toE164', () => {
  it('normalises US numbers for tel: links', () => {
    expect(toE164('(612) 555-0142')).toBe('+16125550142');
    expect(toE164('1-612-555-0142')).toBe('+16125550142');
  });
  it('refuses numbers that are not 10 digits', () => {
    expect(() => toE164('555-0142')).toThrow();
  });
});
