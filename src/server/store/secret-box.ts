import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { readOrCreatePrivateFile, storeKeyPath, type Warn } from './file-mode.js';

const PREFIX = 'aes256gcm:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts secrets at rest (AES-256-GCM) with a key kept outside the SQLite file, in a 0600 key
 * file beside it: a copied database alone does not reveal them. `context` (what the secret
 * belongs to) is authenticated, so a sealed value moved to another row does not open.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('a secret box needs a 256-bit key');
  }

  /** The box of a store file (key file created on first use), or a throwaway one for `:memory:`. */
  static forStore(file: string, warn: Warn): SecretBox {
    if (file === ':memory:') return new SecretBox(randomBytes(32));
    const hex = readOrCreatePrivateFile(storeKeyPath(file), () => `${randomBytes(32).toString('hex')}\n`, warn).trim();
    if (!/^[0-9a-f]{64}$/.test(hex))
      throw new Error(`${storeKeyPath(file)} is not a store key file (64 hex digits expected)`);
    return new SecretBox(Buffer.from(hex, 'hex'));
  }

  /**
   * A key for `purpose` bound to this box's key and to `stored` (a value kept in the database):
   * the signing key of download links and visitor tokens, which a copied database cannot forge.
   */
  derive(purpose: string, stored: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\0${stored}`).digest('hex');
  }

  static isSealed(value: string): boolean {
    return value.startsWith(PREFIX);
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The plain value; throws when the key or the context is not the one it was sealed with. */
  open(sealed: string, context: string): string {
    if (!SecretBox.isSealed(sealed)) throw new Error('not a sealed value');
    const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES)).setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
