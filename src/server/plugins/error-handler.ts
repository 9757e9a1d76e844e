import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaCompiler } from 'fastify/types/schema.js';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '#shared/errors.ts';
import { AppError } from '../errors.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';

/** Seconds a client should wait before retrying while the database is unavailable. */
const RETRY_AFTER_SECONDS = 5;

/**
 * One place that decides what a failure looks like: validation problems become
 * 400 with every field named, known errors keep their status, and anything
 * unexpected is logged with the request id and answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = request.id;
    if (error instanceof AppError) {
      const body: ErrorBody = { code: error.code, message: error.message, fields: error.fields, requestId };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
        fields[where] ??= issue.message ?? 'is invalid';
      }
      const names = Object.keys(fields).join(', ');
      const body: ErrorBody = {
        code: 'VALIDATION_FAILED',
        message: `Invalid ${error.validationContext ?? 'request'}: ${names}`,
        fields,
        requestId,
      };
      return reply.status(400).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');
      return reply.status(500).send(internal(requestId));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const body: ErrorBody = {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a moment.',
        requestId,
      };
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(internal(requestId));
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported type).
    const body: ErrorBody = { code: codeForStatus(status), message: error.message, requestId };
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      requestId: request.id,
    };
    return reply.status(404).send(body);
  });
}

/**
 * Errors Fastify raises before any route or hook runs (a URL whose percent-encoding is
 * not UTF-8, such as `/blog/%C0`): answered with the shared error body, not Fastify's own.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const body: ErrorBody = {
    code: 'BAD_REQUEST',
    message: error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid: its encoding is broken.' : 'The request is not valid.',
    requestId: request.id,
  };
  void reply.status(400).send(body);
}

/**
 * The type provider's validator, except that an exception inside validation (an input
 * built to break it) is a 400 naming the request part, like any other invalid input,
 * instead of the 500 Fastify gives a validator that throws.
 */
export const safeValidatorCompiler: FastifySchemaCompiler<Parameters<typeof validatorCompiler>[0]['schema']> = (route) => {
  const validate = validatorCompiler(route);
  const part = route.httpPart === 'querystring' ? 'query' : (route.httpPart ?? 'request');
  return (data: unknown) => {
    try {
      return validate(data);
    } catch {
      const field = culprit(validate, data) ?? part;
      return { error: new AppError('VALIDATION_FAILED', `Invalid ${part}: ${field}`, { [field]: 'is invalid' }) };
    }
  };
};

/**
 * The top-level field whose value made validation throw: without it, validation runs through. Only
 * the first 50 keys are tried, so a body with thousands of keys cannot buy thousands of validations.
 */
function culprit(validate: (data: unknown) => unknown, data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  for (const key of Object.keys(data).slice(0, 50)) {
    try {
      validate({ ...data, [key]: undefined });
      return key;
    } catch {
      // Not this one (or not this one alone).
    }
  }
  return undefined;
}

function internal(requestId: string): ErrorBody {
  return { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', requestId };
}

/** The shared error code of a bare status (Fastify's and the rate limiter's own refusals). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 410) return 'GONE';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}
