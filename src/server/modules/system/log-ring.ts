import os from 'node:os';
import { SYSTEM_LOGS_LIMIT, systemLogColors, type SystemLog, type SystemLogLevel } from '#shared/contracts/system.ts';
import { redactUrl } from '../../plugins/log-redaction.ts';

/** How many lines the ring keeps (decision 0023). */
export const LOG_RING_SIZE = 500;
/** The longest message a line keeps. */
export const LOG_MESSAGE_MAX = 300;

/**
 * Fastify's two lines per request, as pino writes them (compact JSON): the dashboard's own polls
 * would fill the ring with them.
 */
const PER_REQUEST_MARKERS = ['"msg":"incoming request"', '"msg":"request completed"'];

/**
 * Secrets a message may still carry after pino's `redact` (which works on fields, not on text):
 * bearer tokens, Telegram bot tokens, the value of any name holding token, secret or password in query
 * strings, form bodies or JSON text, and the paths redactUrl masks (set-password links, the bookings' feed).
 */
const SECRET_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bBearer\s+[^\s"',;]+/gi, 'Bearer [redacted]'],
  [/\bbot\d+:[A-Za-z0-9_-]+/g, 'bot[redacted]'],
  [/\b(\w*(?:token|secret|password)\w*)=[^&\s"',;]+/gi, '$1=[redacted]'],
  [/("\w*(?:token|secret|password)\w*"\s*:\s*)"[^"]*"/gi, '$1"[redacted]"'],
];

/** A message as the System tab may show it: secrets masked, control characters flattened, at most 300 characters. */
export function scrubLogMessage(message: string): string {
  let text = redactUrl(message);
  for (const [pattern, replacement] of SECRET_PATTERNS) text = text.replace(pattern, replacement);
  // eslint-disable-next-line no-control-regex
  text = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return text.length > LOG_MESSAGE_MAX ? `${text.slice(0, LOG_MESSAGE_MAX - 1)}…` : text;
}

/** pino's numeric levels: 30 info, 40 warn, 50 error, 60 fatal. */
function levelOf(level: unknown): SystemLogLevel | undefined {
  if (typeof level !== 'number' || level < 30) return undefined;
  return level >= 50 ? 'ERROR' : level >= 40 ? 'WARN' : 'INFO';
}

const field = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/**
 * One pino line (already serialized and redacted) as the System tab's message: `msg` plus a few
 * whitelisted fields (method, the redacted URL, status, error type and message, request id). Any other
 * field (bodies, headers, user data) is left out.
 */
export function messageOf(entry: Record<string, unknown>): string {
  const req = (entry['req'] ?? {}) as Record<string, unknown>;
  const res = (entry['res'] ?? {}) as Record<string, unknown>;
  const err = (entry['err'] ?? entry['error']) as Record<string, unknown> | undefined;
  const parts = [field(entry['msg']) ?? ''];
  const method = field(req['method']) ?? field(entry['method']);
  const url = field(req['url']) ?? field(entry['url']);
  if (method || url) parts.push([method, url].filter(Boolean).join(' '));
  const status = field(res['statusCode']) ?? field(entry['statusCode']) ?? field(entry['status']);
  if (status) parts.push(`status ${status}`);
  if (err && typeof err === 'object') {
    const type = field(err['type']);
    const text = field(err['message']);
    if (type || text) parts.push([type, text].filter(Boolean).join(': '));
  }
  const reqId = field(entry['reqId']);
  if (reqId) parts.push(`req ${reqId}`);
  return parts.filter((p) => p !== '').join(' · ');
}

export interface LogRing {
  /** pino's destination interface: one JSON line per call. */
  write(line: string): void;
  /** The newest lines first, at most `limit`. */
  recent(limit?: number): SystemLog[];
}

/**
 * The last 500 log lines at info and above of this instance, in memory (decision 0023): what the
 * System tab shows. Not the database (a write per line, and loops when the database is what fails).
 */
export function createLogRing(options: { size?: number; instance?: string } = {}): LogRing {
  const size = options.size ?? LOG_RING_SIZE;
  const instance = options.instance ?? `${os.hostname()}:${process.pid}`;
  const lines: SystemLog[] = [];
  let next = 0;

  return {
    write(line) {
      // Two of these per request (Fastify's request lines): dropped before the line is parsed, the hot path.
      if (PER_REQUEST_MARKERS.some((marker) => line.includes(marker))) return;
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      const level = levelOf(entry['level']);
      if (!level) return;
      const time = typeof entry['time'] === 'number' ? new Date(entry['time']) : new Date();
      const record: SystemLog = {
        level,
        color: systemLogColors[level],
        message: scrubLogMessage(messageOf(entry)),
        time: time.toISOString(),
        instance,
      };
      if (lines.length < size) lines.push(record);
      else lines[next] = record;
      next = (next + 1) % size;
    },

    recent(limit = SYSTEM_LOGS_LIMIT) {
      const ordered = lines.length < size ? lines : [...lines.slice(next), ...lines.slice(0, next)];
      return ordered.slice(-limit).reverse();
    },
  };
}
