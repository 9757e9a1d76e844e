import { z } from 'zod';
import type { CompanyProfile } from '#shared/domain/company.ts';

/**
 * The only reader of process.env. Every variable has a default that makes
 * `npm start` work on a fresh machine; a bad value stops the start with a list
 * of every problem rather than failing later at first use.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** Absolute origin used in canonical links, Open Graph and the sitemap. */
  SITE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** When set, PostgreSQL at this URL replaces the embedded database. */
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COMPANY_NAME: z.string().min(1).default('Twin Pines Commercial Cleaning'),
  COMPANY_PHONE: z.string().min(7).default('(612) 555-0142'),
  COMPANY_EMAIL: z.email().default('sales@twinpinescleaning.example'),
  COMPANY_STREET: z.string().default('14750 Cedar Avenue, Suite 200'),
  COMPANY_CITY: z.string().default('Apple Valley'),
  COMPANY_REGION: z.string().default('MN'),
  COMPANY_POSTAL_CODE: z.string().default('55124'),
  COMPANY_SOCIAL_URL: z.url().default('https://www.facebook.com/example'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  siteUrl: string;
  logLevel: Env['LOG_LEVEL'];
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  company: CompanyProfile;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: e.DATA_DIR },
    company: {
      name: e.COMPANY_NAME,
      phone: e.COMPANY_PHONE,
      phoneE164: toE164(e.COMPANY_PHONE),
      salesEmail: e.COMPANY_EMAIL,
      address: {
        street: e.COMPANY_STREET,
        city: e.COMPANY_CITY,
        region: e.COMPANY_REGION,
        postalCode: e.COMPANY_POSTAL_CODE,
        country: 'US',
      },
      socialUrl: e.COMPANY_SOCIAL_URL,
    },
  };
}

/** North American numbers only: the company is in Minnesota. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) throw new Error(`COMPANY_PHONE must be a 10-digit US number, got "${phone}"`);
  return `+1${national}`;
}
