import * as z from './contracts/zod.ts';

/** Every failure the API answers has this one body, so the UI can always show `message`. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  /** 401 at sign-in: the password was right and the account asks for its second-factor code. */
  'TWO_FACTOR_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  /** 502: a provider we relay to (Twilio, Telegram, Facebook) refused or failed; the message carries its words. */
  'BAD_GATEWAY',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  /** Field path -> what is wrong with it, for validation failures. */
  fields: z.optional(z.record(z.string(), z.string())),
  requestId: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
