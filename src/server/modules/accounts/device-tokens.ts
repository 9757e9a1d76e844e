import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { serverSecret } from './server-secrets.repository.ts';
import { cookieNamed } from '../../http/cookies.ts';

/**
 * OWASP's device cookies (decision 0035): after a successful sign-in the browser keeps a token
 * naming the user, with a random id for the device, signed with the server's key (HMAC-SHA-256).
 * A sign-in for that user from that browser is then exempt from the per-address limit, under a
 * lockout of its own, so one person's typos (or an attacker) behind an office's one address do not
 * lock everyone else there out. It grants nothing else: the password (and code) are still needed.
 */
export const DEVICE_COOKIE = 'tp_device';
/** How long a browser stays known without signing in again. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

export interface DeviceToken {
  userId: number;
  /** Random per browser: the key of its own failure count. */
  deviceId: string;
}

export function createDeviceTokens(key: Buffer) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    issue(userId: number): string {
      const payload = `v1.${userId}.${randomBytes(16).toString('base64url')}`;
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    /** The user and device a token names when its signature is the server's, else undefined. */
    verify(token: string | undefined): DeviceToken | undefined {
      const match = token?.match(/^(v1\.(\d{1,10})\.([A-Za-z0-9_-]{22}))\.([A-Za-z0-9_-]{43})$/);
      if (!match) return undefined;
      // Compared as text, not as decoded bytes: the last of 43 base64url characters carries two
      // unused bits, so four different endings decode to the same bytes, and only the server's
      // own spelling of its signature counts.
      const given = Buffer.from(match[4]!, 'ascii');
      const expected = Buffer.from(mac(match[1]!).toString('base64url'), 'ascii');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { userId: Number(match[2]), deviceId: match[3]! };
    },
  };
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;

/** The device cookie's value in a Cookie header, if any. */
export function deviceCookieOf(header: string | undefined): string | undefined {
  return cookieNamed(header, DEVICE_COOKIE);
}

/**
 * The Set-Cookie value: never read by scripts (HttpOnly), never sent cross-site. Path=/ so a sign-in
 * form posted to its page (without JavaScript) carries it as the API calls do.
 */
export function deviceCookieHeader(token: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The device-cookie signer with DEVICE_COOKIE_SECRET, or else the server's own key from the database. */
export async function loadDeviceTokens(db: Database, configured: string | undefined): Promise<DeviceTokens> {
  return createDeviceTokens(configured ? Buffer.from(configured, 'utf8') : await serverSecret(db, 'device-cookie-key'));
}
