import { ALL, pageFunctions } from '@notaria/contracts';

const page = (section: string, key: string, withFunctions = true) =>
  withFunctions ? [`${section}:${key}`, ...pageFunctions(section, key)] : [`${section}:${key}`];
const only = (section: string, key: string, ...fns: string[]) => [`${section}:${key}`, ...fns.map((f) => `${section}:${key}:${f}`)];
const HOME = ['homePage:dashboard:quick'];

export const PLATFORM_TENANT = { name: 'Notaria 平台运营', alias: '平台', contact: '平台管理员' };
export const DEMO_TENANT = { name: '北京市长安公证处', alias: '京长安', contact: '王主任', phone: '010-65120000' };

export const DEMO_DEPARTMENTS = ['主任室', '民事公证部', '经济公证部', '涉外公证部', '财务室', '档案室'] as const;

export interface SeedRole {
  code: string;
  name: string;
  description: string;
  permissions: string[];
}

export const DEMO_ROLES: SeedRole[] = [
  { code: 'admin', name: '管理员', description: '本机构的系统管理员，拥有全部权限', permissions: [ALL] },
  {
    code: 'notary',
    name: '公证员',
    description: '承办公证业务：受理、出证、送达、归档',
    permissions: [
      ...HOME,
      ...page('business', 'accept'),
      ...page('business', 'certificate'),
      ...page('business', 'archives'),
      ...page('business', 'faceRecognition'),
      'business:litigant',
      'business:statistics',
      ...page('evidence', 'obtainList'),
      ...page('evidence', 'existList'),
      ...page('custom', 'personalCustomerList'),
      ...page('custom', 'institutionalClientsList'),
      ...only('standaloneVideoMeet', 'index', 'create', 'recording'),
      ...only('archives', 'index', 'download'),
      ...only('template', 'documentConfig', 'publicCopy'),
      ...only('template', 'businessConfig', 'preview'),
      ...page('oa', 'apply'),
      'oa:approve',
      'oa:notice',
      'oa:vote',
    ],
  },
  {
    code: 'assistant',
    name: '公证员助理',
    description: '协助受理：录入当事人与材料、文书编辑',
    permissions: [
      ...HOME,
      ...only('business', 'accept', 'create', 'additional', 'litigantEdit', 'documentEdit', 'materialPackage', 'download'),
      'standaloneVideoMeet:index',
      'business:litigant',
      ...only('evidence', 'obtainList', 'create', 'confirm'),
      ...page('custom', 'personalCustomerList'),
      ...page('custom', 'institutionalClientsList'),
      ...only('oa', 'apply', 'leave', 'useSeal', 'introductionLetter'),
      'oa:approve',
      'oa:notice',
      'oa:vote',
    ],
  },
  {
    code: 'director',
    name: '审批人(主任)',
    description: '审批公证业务与特殊流程，审批办公申请',
    permissions: [
      ...HOME,
      'business:accept',
      ...page('business', 'approve'),
      'business:certificate',
      'business:statistics',
      'evidence:statistics',
      ...only('archives', 'index', 'download'),
      ...page('oa', 'apply'),
      ...page('oa', 'approve'),
      ...page('oa', 'business'),
      ...page('oa', 'notice'),
      ...page('oa', 'vote'),
      ...page('oa', 'seal'),
      ...page('standaloneVideoMeet', 'index'),
      ...only('finance', 'monthReport', 'export'),
      'system:log',
    ],
  },
  {
    code: 'finance',
    name: '财务',
    description: '收费、退费与财务报表',
    permissions: [
      ...HOME,
      ...only('business', 'accept', 'financeAppend'),
      ...page('finance', 'list'),
      ...page('finance', 'maintainList'),
      ...page('finance', 'monthReport'),
      ...only('oa', 'apply', 'leave'),
      'oa:approve',
      'oa:notice',
      'oa:vote',
    ],
  },
  {
    code: 'archivist',
    name: '档案员',
    description: '归档、档案借阅、移库与移交',
    permissions: [
      ...HOME,
      ...page('business', 'archives'),
      ...page('archives', 'index'),
      ...only('oa', 'apply', 'leave'),
      'oa:approve',
      'oa:notice',
      'oa:vote',
    ],
  },
];

export interface SeedUser {
  account: string;
  name: string;
  roles: string[];
  dept: (typeof DEMO_DEPARTMENTS)[number];
  notaryCertNo?: string;
  phone: string;
  /** The department this user heads. */
  headOf?: (typeof DEMO_DEPARTMENTS)[number];
}

export const DEMO_USERS: SeedUser[] = [
  { account: 'office_admin', name: '赵敏', roles: ['admin'], dept: '主任室', phone: '13800010001' },
  { account: 'notary', name: '李明', roles: ['notary'], dept: '民事公证部', notaryCertNo: '11010120150012', phone: '13800010002', headOf: '民事公证部' },
  { account: 'assistant', name: '张婷', roles: ['assistant'], dept: '民事公证部', phone: '13800010003' },
  {
    account: 'director',
    name: '王建国',
    roles: ['director', 'notary'],
    dept: '主任室',
    notaryCertNo: '11010120080003',
    phone: '13800010004',
    headOf: '主任室',
  },
  { account: 'finance', name: '陈静', roles: ['finance'], dept: '财务室', phone: '13800010005' },
  { account: 'archivist', name: '刘洋', roles: ['archivist'], dept: '档案室', phone: '13800010006' },
];

export const DEFAULT_NUMBER_RULES = [
  {
    code: 'certificate',
    name: '公证书编号',
    pattern: '（{year}）{office}{category}字第{seq:5}号',
    resetCycle: 'YEARLY',
    description: '如（2026）京长安内民证字第00123号；类别代码取自“公证类别”字典',
  },
  { code: 'business', name: '业务受理编号', pattern: 'SL{year}{month}{day}{seq:4}', resetCycle: 'DAILY', description: '受理时生成' },
  { code: 'introductionLetter', name: '介绍信编号', pattern: '{office}介字〔{year}〕{seq:3}号', resetCycle: 'YEARLY', description: '' },
  { code: 'fee', name: '收费单号', pattern: 'SF{year}{month}{seq:6}', resetCycle: 'MONTHLY', description: '' },
  { code: 'evidence', name: '证据保全编号', pattern: 'ZJ{year}{seq:6}', resetCycle: 'YEARLY', description: '' },
  { code: 'meeting', name: '视频会议编号', pattern: 'SP{year}{month}{day}{seq:3}', resetCycle: 'DAILY', description: '预约视频会议时生成' },
  {
    code: 'archive',
    name: '档案号',
    pattern: '{year}-{category}-{seq:5}',
    resetCycle: 'YEARLY',
    description: '归档时生成，类别取自公证事项类别；某类别单独编号可加规则 archive.<类别代码>',
  },
] as const;

/**
 * 保管期限 every office starts with. The 2025 《公证档案管理办法》 retention table was not available when these were
 * written: the office confirms or changes them (档案管理 → 保管期限规则); unlisted categories are kept permanently.
 */
const RETENTION_SOURCE = '《公证档案管理办法》（2025）保管期限表——默认值，须由本处核对确认';
export const DEFAULT_RETENTION_RULES: {
  category: string;
  categoryName: string;
  retention: 'PERMANENT' | 'LONG' | 'SHORT';
  years: number | null;
  source: string;
}[] = [
  { category: '', categoryName: '默认（未列明的类别）', retention: 'PERMANENT', years: null, source: RETENTION_SOURCE },
  { category: 'GNMS', categoryName: '国内民事', retention: 'PERMANENT', years: null, source: RETENTION_SOURCE },
  { category: 'GNJJ', categoryName: '国内经济', retention: 'LONG', years: 30, source: RETENTION_SOURCE },
  { category: 'SWMS', categoryName: '涉外民事', retention: 'PERMANENT', years: null, source: RETENTION_SOURCE },
  { category: 'SWJJ', categoryName: '涉外经济', retention: 'LONG', years: 30, source: RETENTION_SOURCE },
];

export interface SeedFlow {
  code: string;
  name: string;
  category: 'BUSINESS' | 'SPECIAL' | 'OA';
  description: string;
  /** approver: a role code, or 'DEPT_HEAD'. */
  steps: { name: string; approver: string }[];
}

/** Demo approval flows of the demo office (role codes of DEMO_ROLES). */
export const DEMO_FLOWS: SeedFlow[] = [
  {
    code: 'businessApprove',
    name: '公证业务审批',
    category: 'BUSINESS',
    description: '公证书出具前的审批',
    steps: [
      { name: '部门负责人审核', approver: 'DEPT_HEAD' },
      { name: '主任审批', approver: 'director' },
    ],
  },
  {
    code: 'specialFlow',
    name: '特殊流程审批',
    category: 'SPECIAL',
    description: '退费、撤证、加急等特殊事项',
    steps: [{ name: '主任审批', approver: 'director' }],
  },
  {
    code: 'leave',
    name: '请假审批',
    category: 'OA',
    description: '',
    steps: [
      { name: '部门负责人审批', approver: 'DEPT_HEAD' },
      { name: '主任审批', approver: 'director' },
    ],
  },
  { code: 'useSeal', name: '用印审批', category: 'OA', description: '', steps: [{ name: '主任审批', approver: 'director' }] },
  {
    code: 'useSealBlank',
    name: '空白文书用印审批',
    category: 'OA',
    description: '在空白文书上用印须经主任特别审批',
    steps: [{ name: '主任审批', approver: 'director' }],
  },
  { code: 'introductionLetter', name: '介绍信审批', category: 'OA', description: '', steps: [{ name: '主任审批', approver: 'director' }] },
  { code: 'electronicSeal', name: '电子签章审批', category: 'OA', description: '', steps: [{ name: '主任审批', approver: 'director' }] },
  { code: 'feeRefund', name: '退费审批', category: 'SPECIAL', description: '退还已收公证费', steps: [{ name: '主任审批', approver: 'director' }] },
  {
    code: 'feeReduction',
    name: '减免审批',
    category: 'SPECIAL',
    description: '减收或免收公证费（法律援助、困难群众等）',
    steps: [{ name: '主任审批', approver: 'director' }],
  },
  { code: 'archiveBorrow', name: '档案借阅审批', category: 'OA', description: '借阅档案卷宗', steps: [{ name: '主任审批', approver: 'director' }] },
  { code: 'archiveSecretDownload', name: '密卷下载审批', category: 'OA', description: '下载密卷档案', steps: [{ name: '主任审批', approver: 'director' }] },
  { code: 'archiveTransfer', name: '档案移交审批', category: 'OA', description: '向国家档案馆移交档案', steps: [{ name: '主任审批', approver: 'director' }] },
  {
    code: 'archiveDestroy',
    name: '档案鉴定销毁审批',
    category: 'OA',
    description: '鉴定委员会审批销毁保管期满的档案',
    steps: [{ name: '鉴定委员会（主任）审批', approver: 'director' }],
  },
];
