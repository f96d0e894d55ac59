// How the server answers when a request goes wrong (spec §7 error shape, §8 messages), in one place:
// - A refused input (schema validation, unparsable or oversized body, unsupported content type, a
//   NUL character anywhere in the text input, a number that is not finite) answers 4xx
//   `{statusCode, error, message}` that says what is wrong.
// - Anything unexpected is logged with its cause (the log line carries the request id) and
//   answers 500 with the spec §8 text, never database text, SQL or a stack.
// - An unknown address answers a JSON 404 in the same shape.
// NUL (U+0000) is refused here rather than in each schema: PostgreSQL cannot store it in text, so
// one that reached a query failed with a database error instead of a clear 400.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '../schemas.ts';

/** Spec §8: the message of any failure the client cannot fix by changing the request. */
export const UNEXPECTED_ERROR = 'An error occurred while processing your request. Please try again.';

export const NUL_REFUSED = 'Text must not contain the NUL character (U+0000)';
export const NUMBER_REFUSED = 'Numbers must be finite';
export const COMPRESSED_BODY_REFUSED = 'Send the request body uncompressed';

/**
 * Where a parsed input holds something no route accepts, with why: a NUL character in a text or
 * key, or a number that is not finite. (The schemas' maximum does not catch "Infinity" in a query
 * string: Ajv coerces it to Infinity and then skips its range checks for non-finite numbers.)
 * Iterative: inputs may nest deeply.
 */
export function refusedInput(input: unknown, root: string): { at: string; why: string } | null {
  // Runs on every request (its headers at least), so it allocates nothing for flat text and
  // spells out a path only for a refusal or a parent of nested values: each pending entry is a
  // value, its parent's path and its key or index, three slots of one flat array.
  const pending: unknown[] = [input, root, null];
  while (pending.length) {
    const key = pending.pop() as string | number | null;
    const parent = pending.pop() as string;
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return { at: pathOf(parent, key), why: NUL_REFUSED };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return { at: pathOf(parent, key), why: NUMBER_REFUSED };
    } else if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) {
      // Booleans, absent values; binary payloads (files) are not text.
    } else if (Array.isArray(value)) {
      const path = pathOf(parent, key);
      for (let i = 0; i < value.length; i++) pending.push(value[i], path, i);
    } else {
      const path = pathOf(parent, key);
      for (const name in value) {
        if (!Object.hasOwn(value, name)) continue;
        if (name.includes('\0')) return { at: path, why: NUL_REFUSED };
        pending.push((value as Record<string, unknown>)[name], path, name);
      }
    }
  }
  return null;
}

function pathOf(parent: string, key: string | number | null): string {
  return key === null ? parent : typeof key === 'number' ? `${parent}[${key}]` : `${parent}.${key}`;
}

/** The 4xx status of an error the client caused and may be told about, or null for anything unexpected. */
function clientStatus(error: FastifyError & { expose?: boolean }): number | null {
  if (error.validation) return 400;
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  // Fastify's own errors (FST_…: body parsing, size, media type, multipart limits) and errors made
  // to be shown (http-errors' `expose`, e.g. the static files' 416 for an unsatisfiable Range) say
  // what was wrong without revealing internals; any other error is unexpected, whatever its status.
  if (error.code?.startsWith('FST_') || error.expose === true) return status;
  return null;
}

/** The part of a path worth echoing in a 404: no query, bounded length. */
const shownPath = (url: string) => {
  const path = url.split('?')[0]!;
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
};

async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = clientStatus(error);
    // Bodies are not decompressed (app.ts): a compressed one fails to parse, and the client hears why.
    const encoding = request.headers['content-encoding'];
    if (status !== null && error.code?.startsWith('FST_ERR_CTP_') && encoding && encoding !== 'identity') {
      return reply.code(415).send(problem(415, `${COMPRESSED_BODY_REFUSED} (Content-Encoding: ${encoding.slice(0, 40)}).`));
    }
    if (status !== null) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'Request refused');
      return reply.code(status).send(problem(status, error.message));
    }
    request.log.error({ err: error }, 'Unexpected error while processing the request');
    return reply.code(500).send(problem(500, UNEXPECTED_ERROR));
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send(problem(404, `Nothing at ${request.method} ${shownPath(request.url)}.`)));

  // After the access policy (preValidation) and the schemas: a caller turned away hears 401/403 first.
  app.addHook('preHandler', (request, reply, done) => {
    const refused =
      refusedInput(request.params, 'params') ??
      refusedInput(request.query, 'querystring') ??
      refusedInput(request.body, 'body') ??
      refusedInput(request.headers, 'headers');
    if (!refused) return done();
    reply.code(400).send(problem(400, `${refused.why}: ${refused.at}.`));
  });
}

export default fp(errors, { name: 'errors' });
