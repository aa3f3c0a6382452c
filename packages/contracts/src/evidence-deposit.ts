import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { APPLICANT_TYPES, ARTIFACT_ROLES, EVIDENCE_STATUSES, EvidenceApplicant } from './evidence.ts';
import { Id, StringEnum } from './ids.ts';

// 存证: files uploaded (streamed, hashed while they arrive) or only their hashes; retention and renewal.

const HEX64 = '^[0-9a-f]{64}$';

/** Retention of a deposit, in whole years. */
export const RetentionYears = Type.Integer({ minimum: 1, maximum: 10, title: '保管期限（年）' });

/** The multipart fields of POST /evidence/exist; they must come before the files. */
export const DEPOSIT_FIELDS = ['title', 'applicantType', 'customerId', 'retentionYears', 'remark'] as const;
export const DepositFields = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200, title: '证据名称' }),
  applicantType: StringEnum(APPLICANT_TYPES, '申请人类型'),
  customerId: Type.Integer({ minimum: 1, title: '申请人' }),
  retentionYears: RetentionYears,
  remark: Type.String({ maxLength: 500, title: '备注' }),
});
export type DepositFields = Static<typeof DepositFields>;

/** "Hash only": the browser computed each file's SHA-256; the bytes never leave it. */
export const HashDepositBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200, title: '证据名称' }),
  applicant: EvidenceApplicant,
  retentionYears: RetentionYears,
  remark: Type.Optional(Type.String({ maxLength: 500, title: '备注' })),
  files: Type.Array(
    Type.Object({
      name: Type.String({ minLength: 1, maxLength: 200, title: '文件名' }),
      size: Type.Integer({ minimum: 0, title: '大小（字节）' }),
      sha256: Type.String({ pattern: HEX64, title: 'SHA-256' }),
    }),
    { minItems: 1, maxItems: 100, title: '文件' },
  ),
});
export type HashDepositBody = Static<typeof HashDepositBody>;

export const RenewBody = Type.Object({ id: Id(), years: RetentionYears });
export type RenewBody = Static<typeof RenewBody>;

/** A record just made (存证, or a recording or call when it starts or ends): its number, state and artefacts' hashes. */
export const EvidenceCreated = Type.Object({
  id: Type.Integer(),
  evidenceNo: Type.String(),
  status: StringEnum(EVIDENCE_STATUSES, '状态'),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  artifacts: Type.Array(
    Type.Object({
      role: StringEnum(ARTIFACT_ROLES, '类别'),
      name: Type.String(),
      size: Type.Number(),
      sha256: Type.String(),
      sm3: Type.String(),
    }),
  ),
});
export type EvidenceCreated = Static<typeof EvidenceCreated>;

const tag = '存证';
const CREATE = 'evidence:existList:create';

export const evidenceDepositApi = {
  upload: endpoint({
    method: 'POST',
    path: '/evidence/exist',
    access: CREATE,
    tag,
    summary: '文件存证（multipart：先 title、applicantType、customerId、retentionYears、remark，再一个或多个文件；边接收边计算 SHA-256 与 SM3）',
    upload: 'multipart',
    response: EvidenceCreated,
    done: '存证已提交，请确认证据',
  }),
  hashOnly: endpoint({
    method: 'POST',
    path: '/evidence/exist/hash',
    access: CREATE,
    tag,
    summary: '哈希存证（仅提交浏览器计算的 SHA-256，原文件不上传）',
    body: HashDepositBody,
    response: EvidenceCreated,
    done: '存证已提交，请确认证据',
  }),
  renew: endpoint({
    method: 'PUT',
    path: '/evidence/exist/renew',
    access: 'evidence:existList:renew',
    tag,
    summary: '存证续期（延长保管期限若干年）',
    body: RenewBody,
    response: Type.Object({ id: Type.Integer(), expiresAt: Type.String({ format: 'date-time' }) }),
    done: '已续期',
  }),
};
