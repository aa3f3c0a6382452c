import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Seals private keys (and TSA passwords) stored in the database with the installation's integrity key,
 * AES-256-GCM, so a database dump alone signs nothing. The key is a file under DATA_DIR, made at first use
 * (docs/decisions/0004-integrity-keys.md says why there and what to back up).
 */
export class KeySeal {
  private key: Buffer | undefined;

  constructor(readonly file: string) {}

  private secret(): Buffer {
    if (this.key) return this.key;
    try {
      this.key = Buffer.from(readFileSync(this.file, 'utf8').trim(), 'base64');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
      const fresh = randomBytes(32);
      // 'wx': when two instances start together, the second fails here and reads the first one's key.
      try {
        writeFileSync(this.file, fresh.toString('base64'), { mode: 0o600, flag: 'wx' });
        this.key = fresh;
      } catch (raced) {
        if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
        this.key = Buffer.from(readFileSync(this.file, 'utf8').trim(), 'base64');
      }
    }
    if (this.key.length !== 32) throw new Error(`${this.file} does not hold a 32-byte key`);
    return this.key;
  }

  seal(plain: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.secret(), iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64')).join('.');
  }

  open(sealed: string): Buffer {
    const [iv, tag, body] = sealed.split('.').map((s) => Buffer.from(s, 'base64'));
    const decipher = createDecipheriv('aes-256-gcm', this.secret(), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]);
  }
}

const seals = new Map<string, KeySeal>();

/** The installation's seal: DATA_DIR/keys/integrity.key. */
export function sealIn(dataDir: string): KeySeal {
  let seal = seals.get(dataDir);
  if (!seal) seals.set(dataDir, (seal = new KeySeal(join(dataDir, 'keys', 'integrity.key'))));
  return seal;
}
