// Solves the server's ALTCHA challenge in the browser with Web Crypto (altcha-lib's own PBKDF2
// helper is for Node). The payload is what the server expects in x-altcha-payload: base64 of
// JSON { challenge, solution }.
import { type Challenge, solveChallenge } from 'altcha-lib';
import { fetchBotChallenge } from '../../api/bot-challenge.ts';
import type { BotBlock } from '../../api/human-check.ts';

const HASHES: Record<string, string> = { 'PBKDF2/SHA-256': 'SHA-256', 'PBKDF2/SHA-384': 'SHA-384', 'PBKDF2/SHA-512': 'SHA-512' };

async function deriveKey(parameters: Challenge['parameters'], salt: Uint8Array, password: Uint8Array) {
  const hash = HASHES[parameters.algorithm];
  if (!hash) throw new Error(`Unsupported challenge algorithm ${parameters.algorithm}`);
  const key = await crypto.subtle.importKey('raw', password as BufferSource, 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', salt: salt as BufferSource, iterations: parameters.cost, hash },
    key,
    (parameters.keyLength ?? 32) * 8,
  );
  return { derivedKey: new Uint8Array(bits) };
}

/** Fetches a challenge from the block's source and solves it; null when it fails or is aborted. */
export async function solveBotChallenge(block: BotBlock, signal: AbortSignal): Promise<string | null> {
  try {
    const challenge = (await fetchBotChallenge(block.jsClientSrc, signal)) as Challenge | null;
    if (!challenge) return null;
    const controller = new AbortController();
    signal.addEventListener('abort', () => controller.abort());
    const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 30_000 });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
  } catch {
    return null;
  }
}
