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

describe('content writing and RSS automation (decision 0025)', () => {
  it('defaults: no key (the built-in writer), OpenAI and gpt-4o-mini, the four trade feeds, 10 s and 5 items', () => {
    const config = loadConfig({});
    expect(config.openai).toEqual({ apiKey: undefined, baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini', timeoutMs: 60_000 });
    expect(config.rss.feeds.map((f) => f.name)).toEqual(['CleanLink', 'Cleaning & Maintenance Management', 'Facilities Dive', 'FMLink']);
    expect(config.rss.feeds.every((f) => f.url.startsWith('https://'))).toBe(true);
    expect([config.rss.fetchTimeoutMs, config.rss.itemsPerFeed]).toEqual([10_000, 5]);
  });

  it('tests read no feed unless told; an empty RSS_FEEDS turns automation off; an empty key is no key', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).rss.feeds).toEqual([]);
    expect(loadConfig({ RSS_FEEDS: '' }).rss.feeds).toEqual([]);
    expect(loadConfig({ OPENAI_API_KEY: '' }).openai.apiKey).toBeUndefined();
  });

  it('RSS_FEEDS: Name|url entries separated by commas or newlines; the base URL loses its trailing slash', () => {
    const config = loadConfig({
      RSS_FEEDS: 'Trade News|https://news.example.test/feed.xml,\n FM Weekly | http://fm.example.test/atom ',
      OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1/',
    });
    expect(config.rss.feeds).toEqual([
      { name: 'Trade News', url: 'https://news.example.test/feed.xml' },
      { name: 'FM Weekly', url: 'http://fm.example.test/atom' },
    ]);
    expect(config.openai.baseUrl).toBe('http://127.0.0.1:8080/v1');
  });

  it('refuses feed entries without a name or an http(s) URL, naming each', () => {
    expect(() => loadConfig({ RSS_FEEDS: 'https://news.example.test/feed.xml,Bad|ftp://x.example.test/f' })).toThrow(
      /RSS_FEEDS entry "https:\/\/news.example.test\/feed.xml" must be Name\|https:\/\/url[\s\S]*RSS_FEEDS entry "Bad" must have an http:\/\/ or https:\/\/ URL/,
    );
  });
});

describe('overload protection (decision 0031)', () => {
  it('defaults: 16 requests handled at once, a queue standing after 100 ms lets newcomers wait 20 ms, a loop late by 50 ms for 500 ms admits 8 a turn', () => {
    expect(loadConfig({}).overload).toEqual({
      maxInFlight: 16,
      queueTargetMs: 20,
      queueIntervalMs: 100,
      loopLagTargetMs: 50,
      loopLagIntervalMs: 500,
      loopLagPerTurn: 8,
    });
  });

  it('each can be set, the gate turned off (0); out of range is refused', () => {
    expect(
      loadConfig({
        MAX_IN_FLIGHT_REQUESTS: '0',
        OVERLOAD_QUEUE_TARGET_MS: '5',
        OVERLOAD_QUEUE_INTERVAL_MS: '250',
        OVERLOAD_LOOP_LAG_TARGET_MS: '30',
        OVERLOAD_LOOP_LAG_INTERVAL_MS: '300',
        OVERLOAD_LOOP_LAG_PER_TURN: '3',
      }).overload,
    ).toEqual({ maxInFlight: 0, queueTargetMs: 5, queueIntervalMs: 250, loopLagTargetMs: 30, loopLagIntervalMs: 300, loopLagPerTurn: 3 });
    expect(() => loadConfig({ OVERLOAD_LOOP_LAG_PER_TURN: '0' })).toThrow(/OVERLOAD_LOOP_LAG_PER_TURN/);
    expect(() => loadConfig({ OVERLOAD_LOOP_LAG_INTERVAL_MS: '0' })).toThrow(/OVERLOAD_LOOP_LAG_INTERVAL_MS/);
    expect(() => loadConfig({ OVERLOAD_QUEUE_TARGET_MS: '0' })).toThrow(/OVERLOAD_QUEUE_TARGET_MS/);
    expect(() => loadConfig({ MAX_IN_FLIGHT_REQUESTS: '-1' })).toThrow(/MAX_IN_FLIGHT_REQUESTS/);
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

describe('BACKUP_ENCRYPTION_KEY (decision 0036)', () => {
  const hex = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
  it('is 32 bytes as 64 hex digits or base64; unset or empty: backups are not encrypted', () => {
    expect(loadConfig({ BACKUP_ENCRYPTION_KEY: hex }).backups.encryptionKey).toEqual(Buffer.from(hex, 'hex'));
    // The same 32 bytes in base64.
    expect(loadConfig({ BACKUP_ENCRYPTION_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=' }).backups.encryptionKey).toEqual(
      Buffer.from(hex, 'hex'),
    );
    expect(loadConfig({}).backups.encryptionKey).toBeUndefined();
    expect(loadConfig({ BACKUP_ENCRYPTION_KEY: '' }).backups.encryptionKey).toBeUndefined();
  });

  it('refuses anything else without repeating it', () => {
    for (const bad of ['correct horse battery staple', hex.slice(2), 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwd'])
      expect(() => loadConfig({ BACKUP_ENCRYPTION_KEY: bad })).toThrow(
        'BACKUP_ENCRYPTION_KEY: BACKUP_ENCRYPTION_KEY must be 32 bytes as 64 hex digits or base64 (openssl rand -hex 32)',
      );
    expect(() => loadConfig({ BACKUP_ENCRYPTION_KEY: 'correct horse battery staple' })).not.toThrow(/horse/);
  });
});

describe('office holds of the scheduling page (decision 0041)', () => {
  it('defaults: 2 live per client address, 20 in all; each can be set, 0 is refused', () => {
    expect(loadConfig({}).bookingLimits).toMatchObject({ officeHoldsPerAddress: 2, officeHoldsTotal: 20 });
    expect(loadConfig({ BOOKINGS_OFFICE_HOLDS_PER_ADDRESS: '1', BOOKINGS_OFFICE_HOLDS_TOTAL: '50' }).bookingLimits).toMatchObject({
      officeHoldsPerAddress: 1,
      officeHoldsTotal: 50,
    });
    expect(() => loadConfig({ BOOKINGS_OFFICE_HOLDS_PER_ADDRESS: '0' })).toThrow(/BOOKINGS_OFFICE_HOLDS_PER_ADDRESS/);
    expect(() => loadConfig({ BOOKINGS_OFFICE_HOLDS_TOTAL: '0' })).toThrow(/BOOKINGS_OFFICE_HOLDS_TOTAL/);
  });
});
