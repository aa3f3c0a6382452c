// npm run verify-qr -w @notaria/server -- '<二维码内容或核验网址>' --keys <keys.json>: checks a certificate's QR
// signature offline, with nothing but the public keys saved from GET /api/integrity/keys (the envelope as
// downloaded, or its data array). Opens no database and calls no server. Exit code 0 when the signature is
// valid, 1 otherwise.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseQrText, PublishedKey } from '@notaria/contracts';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { keyIdOf, verifyPayload, type SignatureAlgorithm } from '../modules/integrity/integrity.api.ts';

const ALGORITHMS: string[] = ['SM2', 'ECDSA_P256'] satisfies SignatureAlgorithm[];
const KeyList = Type.Array(PublishedKey);

function fail(message: string): never {
  console.log(`核验未通过：${message}`);
  process.exit(1);
}

function readKeys(path: string): PublishedKey[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    fail(`无法读取公钥文件 ${path}（${(e as Error).message}）`);
  }
  const list = json && typeof json === 'object' && 'data' in json ? json.data : json;
  if (!Value.Check(KeyList, list)) fail(`公钥文件 ${path} 不是 /api/integrity/keys 的内容`);
  return list;
}

const { values, positionals } = parseArgs({ options: { keys: { type: 'string' } }, allowPositionals: true });
if (positionals.length !== 1 || !values.keys) fail("用法：npm run verify-qr -w @notaria/server -- '<二维码内容>' --keys <公钥文件>");

const qr = parseQrText(positionals[0]);
if (!qr) fail('这不是公证书核验二维码的内容（须含 p= 载荷与 s= 签名）');
const { payload, signature } = qr;
console.log(`编号：${payload.number}`);
console.log(`文书哈希：${payload.documentHash}`);
console.log(`签发时间：${payload.time}`);
console.log(`密钥编号：${payload.keyId}`);

const key = readKeys(values.keys).find((k) => k.keyId === payload.keyId && k.purpose === 'SIGN');
if (!key) fail('公钥文件中没有该密钥编号的签名公钥');
if (!ALGORITHMS.includes(key.algorithm)) fail(`不支持的签名算法 ${key.algorithm}`);
if (keyIdOf(key.publicKey) !== key.keyId) fail('公钥与其密钥编号不符，公钥文件可能被改动');
console.log(`签发机构：${key.organisation}（${key.algorithm === 'SM2' ? 'SM2 / SM3' : 'ECDSA P-256 / SHA-256'}）`);

if (!verifyPayload({ algorithm: key.algorithm as SignatureAlgorithm, publicKey: key.publicKey }, payload, signature)) {
  fail('签名无效，二维码内容与签发时不一致');
}
console.log('核验通过：签名有效，二维码内容由该机构签发且未被改动');
console.log('（离线核验仅证明二维码内容的真实性；文书与登记记录的比对请在核验页面进行）');
