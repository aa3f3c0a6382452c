import type { TimestampProvider } from './timestamp-provider.ts';

export interface HttpTsaOptions {
  url: string;
  /** HTTP Basic credentials, when the contract requires them. */
  username?: string | null;
  password?: string | null;
  timeoutMs?: number;
}

/** A contracted time-stamping authority reached over HTTP (RFC 3161 §3.4: POST application/timestamp-query). */
export class HttpTsa implements TimestampProvider {
  readonly kind = 'HTTP';

  constructor(private readonly options: HttpTsaOptions) {}

  get name(): string {
    return new URL(this.options.url).host;
  }

  async request(der: Buffer): Promise<Buffer> {
    const { url, username, password, timeoutMs = 15_000 } = this.options;
    const headers: Record<string, string> = { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' };
    if (username) headers.authorization = `Basic ${Buffer.from(`${username}:${password ?? ''}`).toString('base64')}`;
    const res = await fetch(url, { method: 'POST', headers, body: new Uint8Array(der), signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`TSA ${this.name} answered HTTP ${res.status}`);
    const type = res.headers.get('content-type') ?? '';
    if (!type.startsWith('application/timestamp-reply')) throw new Error(`TSA ${this.name} answered ${type || 'no content type'}, not a timestamp reply`);
    return Buffer.from(await res.arrayBuffer());
  }
}
