import { FaceProviderError, type FaceVerificationProvider, type FaceVerifyOutcome } from './face.provider.ts';

export interface HttpFaceProviderOptions {
  url: string;
  /** Sent as `Authorization: Bearer <key>` when not empty. */
  key: string;
  timeoutMs: number;
}

const RESULTS = new Set(['PASS', 'FAIL', 'PENDING']);
const RAW_MAX = 2000;

/** The answer's fields we keep; a large answer is not stored whole. */
function rawOf(body: Record<string, unknown>): unknown {
  const text = JSON.stringify(body);
  return text.length <= RAW_MAX ? body : { truncated: true, requestId: body.requestId ?? null };
}

/** Reads `{result, score?, message?}`; anything else means the service answered something we cannot use. */
export function outcomeOf(body: unknown): FaceVerifyOutcome {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof b.result !== 'string' || !RESULTS.has(b.result))
    throw new FaceProviderError('人脸核验接口的答复无法识别（缺少 result），本次未记录；请稍后重试或改用人工核验');
  const score = typeof b.score === 'number' && Number.isFinite(b.score) ? Math.min(100, Math.max(0, Math.round(b.score))) : null;
  const message = typeof b.message === 'string' ? b.message.slice(0, 200) : '';
  return { result: b.result as FaceVerifyOutcome['result'], score, message, raw: rawOf(b) };
}

/**
 * FACE_PROVIDER=http: POSTs JSON {name, idNo, photo (base64), mime} to the configured URL and expects
 * 200 with {result: PASS|FAIL|PENDING, score?: 0–100, message?}. See docs/api/business.md (人脸识别).
 */
export function httpFaceProvider(options: HttpFaceProviderOptions): FaceVerificationProvider {
  const host = new URL(options.url).host;
  return {
    name: `http:${host}`,
    configured: true,
    async verify({ name, idNo, photo }) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (options.key) headers.authorization = `Bearer ${options.key}`;
      let res: Response;
      try {
        res = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name, idNo, photo: photo.bytes.toString('base64'), mime: photo.mime }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (e) {
        const timedOut = (e as Error).name === 'TimeoutError';
        throw new FaceProviderError(
          timedOut
            ? `人脸核验接口 ${Math.max(1, Math.round(options.timeoutMs / 1000))} 秒内未答复，本次未记录；请稍后重试或改用人工核验`
            : '无法连接人脸核验接口，本次未记录；请稍后重试或改用人工核验',
        );
      }
      if (!res.ok) throw new FaceProviderError(`人脸核验接口返回错误（HTTP ${res.status}），本次未记录；请稍后重试或改用人工核验`);
      const body = await res.json().catch(() => null);
      return outcomeOf(body);
    },
  };
}
