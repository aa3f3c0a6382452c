// npm run integrity-settings -w @notaria/server -- --tenant <id> [options]: an organisation's contracted TSA and
// signing algorithm (README, "Trusted time"). The TSA password is read from the environment variable
// TSA_PASSWORD, never from the command line, and stored sealed. With PGlite, stop the server first.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { saveIntegritySettings, sealIn } from '../modules/integrity/integrity.api.ts';
import { withDatabase } from './command.ts';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    'tsa-url': { type: 'string' },
    'tsa-username': { type: 'string' },
    'tsa-ca': { type: 'string' },
    'local-tsa': { type: 'boolean' },
    algorithm: { type: 'string' },
  },
});
const tenantId = Number(values.tenant);
if (!Number.isInteger(tenantId) || tenantId <= 0) throw new Error('--tenant <机构编号> is required');
if (values.algorithm && values.algorithm !== 'SM2' && values.algorithm !== 'ECDSA_P256') throw new Error('--algorithm is SM2 or ECDSA_P256');
if (values['tsa-url'] && !/^https?:\/\//.test(values['tsa-url'])) throw new Error('--tsa-url must be an http(s) URL');

await withDatabase(async (db, config) => {
  await saveIntegritySettings(db, sealIn(config.dataDir), tenantId, {
    ...(values.algorithm && { signatureAlgorithm: values.algorithm as 'SM2' | 'ECDSA_P256' }),
    ...(values['local-tsa'] && { tsaUrl: null, tsaUsername: null, tsaPassword: null, tsaCaCertificate: null }),
    ...(values['tsa-url'] && { tsaUrl: values['tsa-url'] }),
    ...(values['tsa-username'] !== undefined && { tsaUsername: values['tsa-username'] || null }),
    ...(process.env.TSA_PASSWORD !== undefined && { tsaPassword: process.env.TSA_PASSWORD || null }),
    ...(values['tsa-ca'] && { tsaCaCertificate: readFileSync(values['tsa-ca'], 'utf8') }),
  });
  console.log(`机构 ${tenantId} 的完整性设置已保存`);
});
