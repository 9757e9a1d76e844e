import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from './config.ts';
import { errorSerializer, requestSerializer } from './plugins/log-redaction.ts';
import type { LogRing } from './modules/system/log-ring.ts';

/**
 * Fields pino masks wherever they appear in a line (decision 0023): credentials in headers, and any
 * password or token a log call carries by mistake.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'token',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.access_token',
  '*.authToken',
  '*.botToken',
  '*.pageAccessToken',
  '*.appSecret',
  '*.appsecret_proof',
];

/**
 * The application's logger, given to Fastify as `loggerInstance`: JSON lines to stdout (or the `stdout` option)
 * and, at info and above, to this instance's log ring for the System tab. The serializers keep URLs'
 * tokens and database parameters out (plugins/log-redaction.ts).
 */
export function createAppLogger(options: { level: AppConfig['logLevel']; ring?: LogRing; stdout?: DestinationStream }): Logger {
  // pino's own synchronous stdout (what Fastify used before): lines written just before process.exit are not lost.
  const stdout = options.stdout ?? pino.destination({ dest: 1, sync: true });
  const streams: pino.StreamEntry[] = [{ level: options.level === 'silent' ? 'fatal' : options.level, stream: stdout }];
  // The ring never holds debug or trace lines, whatever the level of stdout.
  if (options.ring) streams.push({ level: 'info', stream: options.ring });
  return pino(
    {
      level: options.level,
      serializers: { req: requestSerializer, err: errorSerializer },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    pino.multistream(streams),
  );
}
