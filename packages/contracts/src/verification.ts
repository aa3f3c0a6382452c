import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { DateRange, StringEnum } from './ids.ts';

export const VERIFICATION_KINDS = { IDENTITY: '身份核验', FACE: '人脸识别', EVIDENCE: '证据核验' } as const;
export const VERIFICATION_RESULTS = { PASS: '通过', FAIL: '未通过', PENDING: '处理中' } as const;

export const MyReportQuery = Type.Object({
  ...PageQuery.properties,
  kind: Type.Optional(Type.String({ maxLength: 16, title: '核验类型' })),
  result: Type.Optional(StringEnum(['PASS', 'FAIL', 'PENDING'], '结果')),
  ...DateRange,
});
export type MyReportQuery = Static<typeof MyReportQuery>;

export const VerificationReport = Type.Object({
  id: Type.Integer({ title: '编号' }),
  kind: Type.String({ title: '核验类型' }),
  title: Type.String({ title: '标题' }),
  subjectName: Type.String({ title: '核验对象' }),
  subjectIdNo: Type.String({ title: '证件号（脱敏）' }),
  result: Type.String({ title: '结果' }),
  score: Type.Union([Type.Integer(), Type.Null()], { title: '分数' }),
  businessType: Type.String({ title: '业务类型' }),
  businessId: Type.String({ title: '业务编号' }),
  reportUrl: Type.String({ title: '报告地址' }),
  createdAt: Type.String({ title: '时间' }),
});
export type VerificationReport = Static<typeof VerificationReport>;

export const verificationApi = {
  myReports: endpoint({
    method: 'GET',
    path: '/verification/my-report-page',
    access: 'login',
    tag: '核验报告',
    summary: '我的核验报告（分页）',
    query: MyReportQuery,
    response: Page(VerificationReport),
  }),
};
