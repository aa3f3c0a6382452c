import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { DateRange, IdQuery, StringEnum } from './ids.ts';

/** Display names of the `module` and `action` keys the operation log records. */
export const LOG_MODULES: Record<string, string> = {
  auth: '会话与账号',
  user: '账号管理',
  role: '角色管理',
  dept: '部门管理',
  number: '编号规则',
  dict: '字典管理',
  tenant: '租户管理',
  flow: '流程配置',
  'notify-message': '消息通知',
  business: '公证业务',
  file: '文件',
  customer: '客户管理',
  form: '表单设计',
  notarizationItem: '公证事项',
  businessConfig: '业务配置',
  realEstateQuery: '不动产查询',
  // Requests no service recorded are logged under their path's first segment (plugins/operate-log.ts).
  'office-notice': '通知公告',
  'notarization-item': '公证事项',
  'operate-log': '操作日志',
  dashboard: '工作台',
  maintain: '文件',
  verification: '核验报告',
  integrity: '完整性核验',
  docTemplate: '文书配置',
  template: '文书配置',
  caseDocument: '业务文书',
  'case-documents': '业务文书',
  'doc-edit': '业务文书',
  evidence: '电子证据',
  finance: '财务管理',
  approval: '办公审批',
  archives: '档案管理',
  oa: '办公申请',
  seal: '印章管理',
  leave: '请假',
  'office-manager': '业务管理',
  officeManager: '业务管理',
  'intro-letters': '介绍信',
  introLetter: '介绍信',
  vote: '在线表决',
  'video-meetings': '视频会议',
  'video-ice-servers': '视频会议',
  video: '视频会议',
  meet: '视频会议',
};
/** The module filter's choices: each name once, with every key logged under it (comma-separated). */
export const LOG_MODULE_CHOICES: { value: string; label: string }[] = Object.values(
  Object.entries(LOG_MODULES).reduce<Record<string, { value: string; label: string }>>((acc, [key, label]) => {
    acc[label] = acc[label] ? { label, value: `${acc[label].value},${key}` } : { label, value: key };
    return acc;
  }, {}),
);
export const LOG_ACTIONS: Record<string, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  activated: '启用/停用',
  'sign-image': '上传电子签名',
  handwriting: '上传手写签名',
  'reset-password': '重置密码',
  void: '作废编号',
  status: '启用/停用',
  switch: '切换机构',
  logout: '退出登录',
  'current-user': '修改个人信息',
  'update-password': '修改密码',
  'active-role': '切换角色',
  additional: '要求补充材料',
  additionalReceived: '补充材料已收到',
  transferApply: '申请转办',
  transferApprove: '批准转办',
  transferReject: '不批准转办',
  litigantEdit: '编辑当事人',
  financeAppend: '追加收费',
  collect: '收款',
  cancelPayment: '作废收款',
  reductionApply: '减免申请',
  reductionApprove: '减免生效',
  refundApply: '退费申请',
  refundApprove: '退费批准',
  refundPay: '退款',
  invoice: '开票',
  redReverse: '红冲发票',
  invoiceSettings: '票据设置',
  feeConfirm: '确认收费',
  smsSetting: '短信设置',
  materialPackage: '材料打包',
  upload: '上传文件',
  accept: '受理',
  submitReview: '提交审批',
  startApproval: '提交审批申请',
  withdraw: '撤回',
  approve: '审批通过',
  reject: '审批驳回',
  issue: '出证',
  send: '送达',
  archive: '归档',
  specialFlowLaunch: '发起特殊流程',
  approveSpecial: '批准特殊流程',
  rejectSpecial: '不批准特殊流程',
  closeSuspended: '终止业务转归档',
  publish: '发布',
  createPersonal: '新增个人客户',
  updatePersonal: '修改个人客户',
  deletePersonal: '删除个人客户',
  createInstitution: '新增机构客户',
  updateInstitution: '修改机构客户',
  deleteInstitution: '删除机构客户',
  faceManual: '人工核验',
  faceVerify: '接口核验',
  copy: '复制',
  deliver: '送达登记',
  export: '导出',
  finalize: '定稿',
  refresh: '从业务刷新',
  save: '保存',
  settings: '修改设置',
  uploadDocx: '上传 Word 模板',
  confirm: '确认证据',
  discard: '放弃证据',
  applyNotarization: '申请出证',
  renew: '续期',
  retry: '重新取证',
  issueCertificate: '出具保全证书',
};

const change = Type.Object({
  field: Type.String({ title: '字段' }),
  before: Type.Unknown({ title: '修改前' }),
  after: Type.Unknown({ title: '修改后' }),
});

export const OperateLogQuery = Type.Object({
  ...PageQuery.properties,
  /** One module, or several separated by commas (a name logged under two keys, e.g. 公证事项). */
  module: Type.Optional(Type.String({ maxLength: 200, title: '模块' })),
  action: Type.Optional(Type.String({ maxLength: 32, title: '操作' })),
  account: Type.Optional(Type.String({ maxLength: 64, title: '操作人' })),
  result: Type.Optional(StringEnum(['SUCCESS', 'FAILURE'], '结果')),
  targetId: Type.Optional(Type.String({ maxLength: 64, title: '对象编号' })),
  requestId: Type.Optional(Type.String({ maxLength: 64, title: '请求编号' })),
  ...DateRange,
});
export type OperateLogQuery = Static<typeof OperateLogQuery>;

const row = {
  id: Type.Integer({ title: '编号' }),
  userId: Type.Union([Type.Integer(), Type.Null()], { title: '操作人编号' }),
  account: Type.String({ title: '操作人账号' }),
  userName: Type.String({ title: '操作人' }),
  at: Type.String({ title: '时间' }),
  module: Type.String({ title: '模块' }),
  action: Type.String({ title: '操作' }),
  targetId: Type.String({ title: '对象编号' }),
  requestId: Type.String({ title: '请求编号' }),
  method: Type.String({ title: '请求方法' }),
  path: Type.String({ title: '请求路径' }),
  ip: Type.String({ title: 'IP' }),
  userAgent: Type.String({ title: '客户端' }),
  result: Type.String({ title: '结果' }),
  errorCode: Type.String({ title: '错误码' }),
  message: Type.String({ title: '消息' }),
  durationMs: Type.Integer({ title: '耗时(毫秒)' }),
  changeCount: Type.Integer({ title: '变更字段数' }),
};
export const OperateLogRow = Type.Object(row);
export type OperateLogRow = Static<typeof OperateLogRow>;

export const OperateLogDetail = Type.Object({
  ...row,
  diff: Type.Array(change, { title: '字段变更' }),
  prevHash: Type.String({ title: '前一条哈希' }),
  hash: Type.String({ title: '哈希' }),
});
export type OperateLogDetail = Static<typeof OperateLogDetail>;

export const OperateLogVerify = Type.Object({
  ok: Type.Boolean({ title: '完整' }),
  checked: Type.Integer({ title: '已校验条数' }),
  /** The first entry whose hash or link does not match, or null when the chain is intact. */
  firstBroken: Type.Union([Type.Object({ id: Type.Integer({ title: '编号' }), reason: Type.String({ title: '原因' }) }), Type.Null()], { title: '首个断点' }),
});
export type OperateLogVerify = Static<typeof OperateLogVerify>;

const tag = '操作日志';

export const oplogApi = {
  page: endpoint({
    method: 'GET',
    path: '/operate-log/page',
    access: 'system:log',
    tag,
    summary: '操作日志（分页，新的在前）',
    query: OperateLogQuery,
    response: Page(OperateLogRow),
  }),
  get: endpoint({
    method: 'GET',
    path: '/operate-log',
    access: 'system:log',
    tag,
    summary: '操作日志详情（含字段变更）',
    query: IdQuery,
    response: OperateLogDetail,
  }),
  /** Its message says the result: "日志完整，共校验 N 条" or "日志在第 N 条处断开". */
  verify: endpoint({
    method: 'GET',
    path: '/operate-log/verify',
    access: 'system:log',
    tag,
    summary: '校验本机构操作日志哈希链，报告首个断点',
    response: OperateLogVerify,
  }),
};
