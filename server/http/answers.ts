// The answers a route may give besides its own, declared by one rule (issue 30 §2: the API document
// tells the truth). Every route's own `response` map names its success answer and the refusals of
// its handler; the app's plugins and Fastify itself answer every route too — an unknown host, an
// input the schemas or the NUL check refuse, an access policy, the cross-site check, a body Fastify
// cannot take, a path parameter the router cannot match, an unexpected failure. This adds those,
// as the route's policy, method and path imply, to the route's schema before Fastify compiles it
// and the OpenAPI document lists it; what the route declares itself is kept. All are JSON in the
// app's error shape (ErrorResponse). tests/helpers/conformance.ts holds every answer of the API
// tests to the document, tests/api/fuzz.test.ts every answer to hostile input.
import type { RouteOptions } from 'fastify';
import { type Static, Type } from 'typebox';
import type { ErrorResponse } from '../schemas.ts';
import type { Policy } from '../plugins/policy.ts';

/** Why each status may come from outside the route's handler, as the document says it. */
export const COMMON_ANSWERS = {
  400: 'Refused input: a value the schemas do not accept, a NUL character or a number that is not finite anywhere in the input, an unreadable body or a malformed path.',
  401: 'No one is signed in, or the session ended (the message says which).',
  403: 'The access policy refuses the caller, or a state-changing request did not come from a page of this site (Origin).',
  404: 'Nothing at this address: a path parameter names nothing the caller may see, or does not fit the path.',
  413: 'The body is larger than the route takes.',
  414: 'A path parameter is longer than the router takes (100 characters).',
  415: 'The body is of a media type the route does not take.',
  421: 'This host does not serve the portal.',
  500: 'An unexpected failure (spec §8: "An error occurred while processing your request. Please try again.").',
} as const;

export type CommonStatus = keyof typeof COMMON_ANSWERS;

/** Methods whose body Fastify reads (and refuses with 413 or 415). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The statuses a route may answer besides its handler's, by its policy, methods and path. */
export function commonStatuses(route: { method: string | string[]; url: string; policy?: Policy }): CommonStatus[] {
  const methods = [route.method].flat();
  const statuses: CommonStatus[] = [400, 421, 500];
  const signedIn = route.policy !== undefined && route.policy.access !== 'public';
  if (signedIn) statuses.push(401);
  // Signed-in routes: the policy. Any write: the cross-site check, and a read-only session's write.
  if (signedIn || methods.some((m) => !SAFE_METHODS.has(m))) statuses.push(403);
  if (/[:*]/.test(route.url)) statuses.push(404, 414);
  if (methods.some((m) => BODY_METHODS.has(m))) statuses.push(413, 415);
  return statuses.sort((a, b) => a - b);
}

const answer = (status: CommonStatus) =>
  Type.Unsafe<Static<typeof ErrorResponse>>({ $ref: 'ErrorResponse', description: COMMON_ANSWERS[status] });

/**
 * For an `onRoute` hook: adds the common answers to a documented route's response map (a route
 * hidden from the document, or without a response map, is left as it is).
 */
export function declareCommonAnswers(route: RouteOptions): void {
  const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
  if (!schema?.response || schema.hide) return;
  const added = Object.fromEntries(
    commonStatuses({ method: route.method, url: route.url, policy: route.config?.policy })
      .filter((status) => !(status in schema.response!))
      .map((status) => [status, answer(status)]),
  );
  route.schema = { ...schema, response: { ...schema.response, ...added } };
}

/** A binary answer: its media types (the file formats the route sends) and what it is. */
export function fileAnswer(mediaTypes: string | readonly string[], description: string) {
  const schema = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries([mediaTypes].flat().map((type) => [type, { schema }])) };
}
