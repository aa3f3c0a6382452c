import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { DateRange, Id, StringEnum } from './ids.ts';

/** 人脸识别: how a party's identity was checked against their face. */
export const FACE_METHODS = { MANUAL: '人工', PROVIDER: '接口' } as const;
export type FaceMethod = keyof typeof FACE_METHODS;

const nullableInt = (title: string) => Type.Union([Type.Integer(), Type.Null()], { title });

export const FacePageQuery = Type.Object({
  ...PageQuery.properties,
  businessNumber: Type.Optional(Type.String({ maxLength: 64, title: '业务编号' })),
  partyName: Type.Optional(Type.String({ maxLength: 64, title: '当事人' })),
  result: Type.Optional(StringEnum(['PASS', 'FAIL', 'PENDING'], '核验结果')),
  method: Type.Optional(StringEnum(Object.keys(FACE_METHODS) as FaceMethod[], '核验方式')),
  ...DateRange,
});
export type FacePageQuery = Static<typeof FacePageQuery>;

export const FaceRecordRow = Type.Object({
  id: Type.Integer({ title: '编号' }),
  caseId: nullableInt('业务'),
  businessNumber: Type.String({ title: '业务编号' }),
  partyId: nullableInt('当事人'),
  partyName: Type.String({ title: '当事人' }),
  partyRole: Type.String({ title: '当事人角色' }),
  /** Masked, e.g. 1101**********1234. */
  subjectIdNo: Type.String({ title: '证件号（脱敏）' }),
  method: Type.String({ title: '核验方式' }),
  provider: Type.String({ title: '核验接口' }),
  result: Type.String({ title: '核验结果' }),
  score: nullableInt('相似度'),
  note: Type.String({ title: '核验说明' }),
  message: Type.String({ title: '接口答复' }),
  photoUrl: Type.String({ title: '现场照片' }),
  verifierId: Type.Integer({ title: '核验人编号' }),
  verifierName: Type.String({ title: '核验人' }),
  createdAt: Type.String({ title: '核验时间' }),
});
export type FaceRecordRow = Static<typeof FaceRecordRow>;

/** A case found by business number, with the natural-person parties that can be verified. */
export const FaceCaseQuery = Type.Object({ businessNumber: Type.String({ minLength: 1, maxLength: 64, title: '业务编号' }) });
export type FaceCaseQuery = Static<typeof FaceCaseQuery>;
export const FaceCaseOption = Type.Object({
  id: Type.Integer({ title: '业务' }),
  businessNumber: Type.String({ title: '业务编号' }),
  status: Type.String({ title: '状态' }),
  parties: Type.Array(
    Type.Object({
      id: Type.Integer({ title: '当事人' }),
      role: Type.String({ title: '角色' }),
      name: Type.String({ title: '姓名' }),
      idNo: Type.String({ title: '证件号（脱敏）' }),
    }),
    { title: '可核验的当事人' },
  ),
});
export type FaceCaseOption = Static<typeof FaceCaseOption>;

const subject = {
  caseId: Id('业务'),
  partyId: Id('当事人'),
  /** The `ossUrl` of an image uploaded through POST /file/upload. */
  photoUrl: Type.String({ minLength: 1, maxLength: 512, title: '现场照片' }),
};
export const FaceVerifyBody = Type.Object(subject);
export type FaceVerifyBody = Static<typeof FaceVerifyBody>;
export const FaceManualBody = Type.Object({
  ...subject,
  result: StringEnum(['PASS', 'FAIL'] as const, '核验结果'),
  /** Required when the result is FAIL. */
  note: Type.Optional(Type.String({ maxLength: 500, title: '核验说明' })),
});
export type FaceManualBody = Static<typeof FaceManualBody>;

export const FaceProviderState = Type.Object({
  configured: Type.Boolean({ title: '已配置核验接口' }),
  name: Type.String({ title: '核验接口' }),
});
export type FaceProviderState = Static<typeof FaceProviderState>;

const tag = '人脸识别';
const VERIFY = 'business:faceRecognition:faceRecognition';

export const faceApi = {
  provider: endpoint({
    method: 'GET',
    path: '/business/face/provider',
    access: 'business:faceRecognition',
    tag,
    summary: '人脸核验接口是否已配置（未配置时只能人工核验）',
    response: FaceProviderState,
  }),
  page: endpoint({
    method: 'GET',
    path: '/business/face/page',
    access: 'business:faceRecognition',
    tag,
    summary: '人脸识别记录（按业务编号、当事人、结果、方式、时间筛选）',
    query: FacePageQuery,
    response: Page(FaceRecordRow),
  }),
  cases: endpoint({
    method: 'GET',
    path: '/business/face/cases',
    access: VERIFY,
    tag,
    summary: '按业务编号查找业务及其可核验的自然人当事人（最多 10 件）',
    query: FaceCaseQuery,
    response: Type.Array(FaceCaseOption),
  }),
  verify: endpoint({
    method: 'POST',
    path: '/business/face/verify',
    access: VERIFY,
    tag,
    summary: '接口核验：将现场照片与当事人身份交核验接口比对',
    body: FaceVerifyBody,
    response: FaceRecordRow,
  }),
  manual: endpoint({
    method: 'POST',
    path: '/business/face/manual',
    access: VERIFY,
    tag,
    summary: '人工核验：公证员比对现场照片与当事人并给出结论（不通过须填写说明）',
    body: FaceManualBody,
    response: FaceRecordRow,
  }),
};
