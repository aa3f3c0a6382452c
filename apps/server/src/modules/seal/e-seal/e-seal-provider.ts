import { LocalESealProvider } from './local-e-seal.ts';

/** What a provider needs to stamp one PDF: the bytes, the seal's impression and where it goes. */
export interface StampInput {
  pdf: Buffer;
  /** The seal's impression image (PNG or JPEG), as stored in the seal registry. */
  sealImage: Buffer;
  sealImageMime: string;
  sealName: string;
  /** 1-based page number. */
  page: number;
  /** The seal's centre in thousandths of the page's width and height, from the top-left corner. */
  x: number;
  y: number;
  sizeMm: number;
}

/**
 * Who applies an electronic seal. `local` (this product) draws the impression into the PDF and leaves the proof to
 * the detached signature, the integrity chain and the RFC 3161 timestamp. A licensed GM/T 0031 service (a CA-issued
 * seal with the signature embedded in the PDF) implements the same interface and is chosen by ESEAL_PROVIDER.
 */
export interface ESealProvider {
  readonly kind: string;
  readonly name: string;
  /** True only for a CA-issued GM/T 0031 electronic seal; the UI says so either way. */
  readonly certified: boolean;
  stamp(input: StampInput): Promise<Buffer>;
}

const PROVIDERS: Record<string, () => ESealProvider> = {
  local: () => new LocalESealProvider(),
};

/** The provider ESEAL_PROVIDER names (`local` by default); an unknown name stops the start. */
export function eSealProviderOf(name = process.env.ESEAL_PROVIDER ?? 'local'): ESealProvider {
  const make = PROVIDERS[name.trim() || 'local'];
  if (!make) throw new Error(`ESEAL_PROVIDER=${name} is not a known electronic seal provider (known: ${Object.keys(PROVIDERS).join(', ')})`);
  return make();
}
