import { createHmac } from 'node:crypto';

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A compact JWS (HS256) over `claims`, signed with the service secret. */
export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  return `${head}.${body}.${b64(signature)}`;
}
