import os from 'node:os';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { testConfig } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

// GET /api/admin/system-logs (issue 15, decision 0023): the app's own logger at level info, its stdout caught.
const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawq';
const BEARER = 'eyJhbGciOiJIUzI1NiJ9.c2Vzc2lvbi1zZWNyZXQ.sIgNaTuRe';
const LINK_TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo';
const GRAPH_TOKEN = 'EAAGsecretPageToken123';
const PASSWORD = 'Tr0ub4dor-and-3';
const SECRETS = [BOT_TOKEN, BEARER, LINK_TOKEN, GRAPH_TOKEN, PASSWORD, 'hunter2-hunter2', 'tok-secret-123'];

let database: DatabaseHandle;
let app: FastifyInstance;
let headers: Record<string, string>;
const stdout: string[] = [];
const instance = `${os.hostname()}:${process.pid}`;

type Line = { level: string; color: string; message: string; time: string; instance: string };
const logs = async (): Promise<Line[]> => {
  const res = await app.inject({ method: 'GET', url: '/api/admin/system-logs', headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  database = await openTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      stdout.push(chunk.toString());
      done();
    },
  });
  app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { database, logDestination: sink });
  await app.ready();
  await insertUser(database.db, 'admin', { username: 'logs-admin' });
  headers = bearer(await tokenFor(app, 'logs-admin'));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/admin/system-logs', () => {
  it('shows lines newest first with level, colour, time and instance; secrets never come back', async () => {
    app.log.info(`Telegram call https://api.telegram.org/bot${BOT_TOKEN}/sendMessage failed`);
    app.log.warn({ headers: { authorization: `Bearer ${BEARER}` } }, `Refused Authorization: Bearer ${BEARER}`);
    app.log.info(`Invite sent: https://www.example.test/set-password?token=${LINK_TOKEN}`);
    app.log.info(`Opened /api/auth/password-links/${LINK_TOKEN}`);
    app.log.warn(`Graph GET https://graph.facebook.com/v23.0/me?access_token=${GRAPH_TOKEN}&fields=id failed`);
    app.log.error(new Error(`upstream said: body was username=ann&password=${PASSWORD}`), 'Provider failed');
    app.log.info({ password: 'hunter2-hunter2', user: { token: 'tok-secret-123' } }, 'User updated');
    app.log.debug('a debug line stays out of the ring');

    const lines = await logs();
    expect(lines.slice(0, 7)).toEqual([
      expect.objectContaining({ level: 'INFO', color: 'blue', message: 'User updated' }),
      expect.objectContaining({
        level: 'ERROR',
        color: 'red',
        message: 'Provider failed · Error: upstream said: body was username=ann&password=[redacted]',
      }),
      expect.objectContaining({
        level: 'WARN',
        color: 'yellow',
        message: 'Graph GET https://graph.facebook.com/v23.0/me?access_token=[redacted]&fields=id failed',
      }),
      expect.objectContaining({ level: 'INFO', message: 'Opened /api/auth/password-links/[redacted]' }),
      expect.objectContaining({ level: 'INFO', message: 'Invite sent: https://www.example.test/set-password?token=[redacted]' }),
      expect.objectContaining({ level: 'WARN', color: 'yellow', message: 'Refused Authorization: Bearer [redacted]' }),
      expect.objectContaining({ level: 'INFO', message: 'Telegram call https://api.telegram.org/bot[redacted]/sendMessage failed' }),
    ]);
    for (const line of lines) {
      expect(line.instance).toBe(instance);
      expect(Math.abs(Date.parse(line.time) - Date.now())).toBeLessThan(60_000);
    }
    const body = JSON.stringify(lines);
    for (const secret of SECRETS) expect(body).not.toContain(secret);
    expect(body).not.toContain('debug line');
    // Fields pino redacts never reach stdout either.
    const written = stdout.join('');
    for (const secret of ['hunter2-hunter2', 'tok-secret-123']) expect(written).not.toContain(secret);
    expect(written).toContain('"authorization":"[redacted]"');
  });

  it("masks any name holding token, secret or password in text, and the channels' secret fields", async () => {
    app.log.warn('Twilio said: auth_token=twilio-auth-0123456789 was refused');
    app.log.warn('Telegram config {"botToken":"tg-bot-secret-9876", "chat":"-100"}');
    const fields = ['field-auth-1', 'field-bot-2', 'field-page-3', 'field-app-4', 'field-proof-5'];
    const [authToken, botToken, pageAccessToken, appSecret, appsecret_proof] = fields;
    app.log.info({ config: { authToken, botToken, pageAccessToken, appSecret, appsecret_proof } }, 'Channels');
    const lines = await logs();
    expect(lines.slice(0, 3).map((l) => l.message)).toEqual([
      'Channels',
      'Telegram config {"botToken":"[redacted]", "chat":"-100"}',
      'Twilio said: auth_token=[redacted] was refused',
    ]);
    const body = JSON.stringify(lines);
    for (const secret of ['twilio-auth-0123456789', 'tg-bot-secret-9876']) expect(body).not.toContain(secret);
    const written = stdout.join('');
    for (const secret of fields) expect(written).not.toContain(secret);
  });

  it("leaves out Fastify's per-request lines, which the dashboard's own polls would fill", async () => {
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/api/admin/system-health', headers });
    expect(stdout.join('')).toContain('incoming request');
    const messages = (await logs()).map((l) => l.message);
    expect(messages.some((m) => m.includes('incoming request') || m.includes('request completed'))).toBe(false);
  });

  it('cuts a message to 300 characters and keeps the newest 500 lines, answering 100', async () => {
    app.log.warn(`long ${'x'.repeat(400)}`);
    expect((await logs())[0]!.message).toHaveLength(300);
    for (let i = 0; i < 600; i++) app.log.info(`line ${i}`);
    const lines = await logs();
    expect(lines).toHaveLength(100);
    expect(lines[0]!.message).toBe('line 599');
    expect(lines[99]!.message).toBe('line 500');
  });
});
