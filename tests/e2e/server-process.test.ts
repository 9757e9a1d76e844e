import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the server process', () => {
  it('finishes in-flight requests and exits 0 on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let log = '';
    child.stdout.on('data', (c: Buffer) => (log += c.toString()));
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 300 && !log.includes('Site ready'); i++) await new Promise((r) => setTimeout(r, 100));
      expect(log).toContain('Site ready');

      // A page request in flight when the signal arrives still gets its full answer.
      const inFlight = fetch(`${base}/areas-we-serve`).then(async (r) => ({ status: r.status, text: await r.text() }));
      for (let i = 0; i < 100 && !log.includes('"url":"/areas-we-serve"'); i++) await new Promise((r) => setTimeout(r, 10));
      child.kill('SIGTERM');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('</html>');

      const code = await new Promise<number | null>((r) => child.once('exit', r));
      expect(code).toBe(0);
      expect(log).toContain('shutting down');
      // Each request is logged with its id.
      expect(log).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
