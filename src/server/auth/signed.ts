import { createHmac, timingSafeEqual } from 'node:crypto';

/** Download links live this long (the reference's PDF URLs work for an hour). */
export const SIGNED_URL_TTL_MS = 60 * 60 * 1000;

/** `<payload>.<hmac>`, both base64url: unguessable, tamper-evident, expiring after `ttlMs`. */
export function signToken(
  secret: string,
  payload: Record<string, unknown>,
  now: Date,
  ttlMs = SIGNED_URL_TTL_MS,
): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: now.getTime() + ttlMs })).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The payload of a valid, unexpired token; undefined otherwise. */
export function verifyToken<T>(secret: string, token: string, now: Date): T | undefined {
  const [body, sig] = token.split('.');
  if (!body || !sig) return undefined;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp: number };
    return typeof payload.exp === 'number' && payload.exp > now.getTime() ? payload : undefined;
  } catch {
    return undefined;
  }
}

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');
