import type { Database } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import { timestampProviderOf, timestampRequest, tokenFromResponse, tokenInfo, type sealIn } from '../../integrity/integrity.api.ts';
import { clockNonce, type ClockCheck } from './clean-report.ts';

/**
 * Timestamps a random nonce with the office's own timestamp authority (its contracted TSA, else its local one) and
 * compares the token's time with this server's clock, taken halfway through the request.
 */
export async function clockOf(db: Database, seal: ReturnType<typeof sealIn>, tenantId: number): Promise<ClockCheck> {
  let tsaName = '';
  try {
    const tsa = await inTenant(db, tenantId, (tx) => timestampProviderOf(tx, seal, tenantId));
    tsaName = tsa.name;
    const digest = clockNonce();
    const { der, nonce } = timestampRequest(digest);
    const before = Date.now();
    const token = tokenFromResponse(await tsa.request(der), digest, nonce);
    const local = Math.round((before + Date.now()) / 2);
    const info = tokenInfo(token);
    return {
      tsaName: info.tsaName || tsa.name,
      tsaGenTime: info.genTime.toISOString(),
      localTime: new Date(local).toISOString(),
      offsetMs: local - info.genTime.getTime(),
      error: '',
    };
  } catch (e) {
    return { tsaName, tsaGenTime: null, localTime: new Date().toISOString(), offsetMs: null, error: e instanceof Error ? e.message : String(e) };
  }
}
