// A bearer token an operator's tool sends (METRICS_TOKEN, the backup token), checked in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** A checker of an Authorization header against `token`; without a token nothing passes. */
export function bearerChecker(token: string | undefined): (header: string | undefined) => boolean {
  if (!token) return () => false;
  const expected = digest(token);
  return (header) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
    return !!match && timingSafeEqual(digest(match[1]!), expected);
  };
}
