export interface FacePhoto {
  bytes: Buffer;
  mime: string;
}

export interface FaceVerifyInput {
  name: string;
  idNo: string;
  photo: FacePhoto;
}

/** What a provider concluded; PENDING when it answers later (the record stays 处理中). */
export interface FaceVerifyOutcome {
  result: 'PASS' | 'FAIL' | 'PENDING';
  /** Similarity 0–100, when the provider gives one. */
  score: number | null;
  message: string;
  /** The provider's answer as received, kept with the record. */
  raw: unknown;
}

/**
 * A face verification service (公安身份核验、第三方人脸比对…). `verify` throws `FaceProviderError` when
 * it could not reach a conclusion (timeout, transport error, unreadable answer): nothing is recorded then.
 */
export interface FaceVerificationProvider {
  readonly name: string;
  readonly configured: boolean;
  verify(input: FaceVerifyInput): Promise<FaceVerifyOutcome>;
}

/** The provider could not give a result; `message` is Chinese and shown to the notary. */
export class FaceProviderError extends Error {}

export const NOT_CONFIGURED_MESSAGE = '未配置人脸核验接口，无法进行接口核验；请使用人工核验，或联系管理员配置核验服务';

/** FACE_PROVIDER=none (the default): no automatic verification; notaries verify manually. */
export const noneProvider: FaceVerificationProvider = {
  name: 'none',
  configured: false,
  verify: () => Promise.reject(new FaceProviderError(NOT_CONFIGURED_MESSAGE)),
};
