import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { EVIDENCE_STATUSES, EvidenceApplicant } from './evidence.ts';
import { Id, StringEnum } from './ids.ts';

// 网页取证: the server's capture worker opens the address in a fresh browser and keeps what it saw.

/** Longest video of a capture session, in seconds. */
export const CAPTURE_MAX_SECONDS = 300;
/** Most addresses in one batch. */
export const CAPTURE_BATCH_MAX = 50;

const WebUrl = Type.String({
  minLength: 1,
  maxLength: 2000,
  pattern: '^[Hh][Tt][Tt][Pp][Ss]?://\\S+$',
  title: '网址',
  patternMessage: '网址须以 http:// 或 https:// 开头，且不含空格',
});

export const WebCaptureOptions = Type.Object({
  /** The whole page, not only the first screen. */
  fullPage: Type.Boolean({ title: '整页截图' }),
  /** A video of the session, `durationSeconds` long. */
  video: Type.Boolean({ title: '录制视频' }),
  durationSeconds: Type.Integer({ minimum: 0, maximum: CAPTURE_MAX_SECONDS, title: '录制时长（秒）' }),
  /** Not before this time (定时取证); now when absent. */
  scheduleAt: Type.Optional(Type.String({ format: 'date-time', title: '定时取证时间' })),
});
export type WebCaptureOptions = Static<typeof WebCaptureOptions>;

export const WebCaptureBody = Type.Object({
  url: WebUrl,
  title: Type.String({ minLength: 1, maxLength: 200, title: '证据名称' }),
  applicant: EvidenceApplicant,
  remark: Type.Optional(Type.String({ maxLength: 500, title: '备注' })),
  options: WebCaptureOptions,
});
export type WebCaptureBody = Static<typeof WebCaptureBody>;

export const WebCaptureBatchBody = Type.Object({
  urls: Type.Array(WebUrl, { minItems: 1, maxItems: CAPTURE_BATCH_MAX, title: '网址' }),
  /** Each record is named this, followed by its position in the batch. */
  title: Type.String({ minLength: 1, maxLength: 180, title: '证据名称' }),
  applicant: EvidenceApplicant,
  remark: Type.Optional(Type.String({ maxLength: 500, title: '备注' })),
  options: WebCaptureOptions,
});
export type WebCaptureBatchBody = Static<typeof WebCaptureBatchBody>;

export const CaptureRetryBody = Type.Object({ id: Id('证据编号') });
export type CaptureRetryBody = Static<typeof CaptureRetryBody>;

/** A record whose capture was queued. */
export const CaptureQueued = Type.Object({
  id: Type.Integer(),
  evidenceNo: Type.String(),
  status: StringEnum(EVIDENCE_STATUSES, '状态'),
  targetUrl: Type.String(),
  runAt: Type.String({ format: 'date-time' }),
});
export type CaptureQueued = Static<typeof CaptureQueued>;

export const CaptureBatchQueued = Type.Object({ batchId: Type.String(), records: Type.Array(CaptureQueued) });
export type CaptureBatchQueued = Static<typeof CaptureBatchQueued>;

const tag = '网页取证';
const CREATE = 'evidence:obtainList:create';

export const evidenceCaptureApi = {
  web: endpoint({
    method: 'POST',
    path: '/evidence/obtain/web',
    access: CREATE,
    tag,
    summary: '网页取证：登记取证记录并排入取证队列（截图、MHTML、HAR、清洁性检查报告，可选录像）',
    body: WebCaptureBody,
    response: CaptureQueued,
    done: '已提交网页取证，请稍候查看进度',
  }),
  batch: endpoint({
    method: 'POST',
    path: '/evidence/obtain/web/batch',
    access: CREATE,
    tag,
    summary: `批量网页取证：至多 ${CAPTURE_BATCH_MAX} 个网址，同一批次号`,
    body: WebCaptureBatchBody,
    response: CaptureBatchQueued,
    done: '已提交批量网页取证',
  }),
  retry: endpoint({
    method: 'PUT',
    path: '/evidence/obtain/retry',
    access: CREATE,
    tag,
    summary: '重新取证：取证失败的网页取证记录重新排入队列',
    body: CaptureRetryBody,
    response: CaptureQueued,
    done: '已重新排入取证队列',
  }),
};
