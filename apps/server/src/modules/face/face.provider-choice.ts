import { httpFaceProvider } from './face.http-provider.ts';
import { noneProvider, type FaceVerificationProvider } from './face.provider.ts';

const positiveInt = (name: string, v: string | undefined, fallback: number) => {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`环境变量 ${name} 必须是正整数，当前为 "${v}"`);
  return n;
};

/** The provider `buildApp` uses unless given one: FACE_PROVIDER none | http; for http also FACE_PROVIDER_URL, FACE_PROVIDER_KEY, FACE_PROVIDER_TIMEOUT_MS. */
export function providerFromEnv(env: NodeJS.ProcessEnv): FaceVerificationProvider {
  const kind = (env.FACE_PROVIDER || 'none').toLowerCase();
  if (kind === 'none') return noneProvider;
  if (kind !== 'http') throw new Error(`环境变量 FACE_PROVIDER 只能是 none 或 http，当前为 "${env.FACE_PROVIDER}"`);
  const url = env.FACE_PROVIDER_URL ?? '';
  if (!/^https?:\/\/[^/]/i.test(url)) throw new Error('FACE_PROVIDER=http 时必须设置 FACE_PROVIDER_URL（http:// 或 https:// 地址）');
  return httpFaceProvider({ url, key: env.FACE_PROVIDER_KEY ?? '', timeoutMs: positiveInt('FACE_PROVIDER_TIMEOUT_MS', env.FACE_PROVIDER_TIMEOUT_MS, 15_000) });
}
