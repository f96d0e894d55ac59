// The human-verification challenge a 412 answer points to (its jsClientSrc), fetched by the same
// route as every call: the environment's API base applies (resolveUrl).
import { resolveUrl } from './baseApi.ts';

/** The challenge at `src` (the block's jsClientSrc) as JSON; null when the server refuses it. */
export async function fetchBotChallenge(src: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(resolveUrl(src), { signal, credentials: 'same-origin' });
  return response.ok ? ((await response.json()) as unknown) : null;
}
