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
    code: 'notary', name: '公证员', description: '承办公证业务：受理、出证、送达、归档',
    permissions: [
      ...HOME, ...page('business', 'accept'), ...page('business', 'certificate'), ...page('business', 'archives'),
      ...page('business', 'faceRecognition'), 'business:litigant', 'business:statistics',
      'evidence:obtainList', 'evidence:existList', 'custom:personalCustomerList', 'custom:institutionalClientsList',
      ...page('standaloneVideoMeet', 'index'), ...only('archives', 'index', 'download'),
      ...only('template', 'documentConfig', 'publicCopy'), ...only('template', 'businessConfig', 'preview'),
      ...page('oa', 'apply'),
    ],
  },
  {
    code: 'assistant', name: '公证员助理', description: '协助受理：录入当事人与材料、文书编辑',
    permissions: [
      ...HOME, ...only('business', 'accept', 'create', 'additional', 'litigantEdit', 'documentEdit', 'materialPackage', 'download'),
      'business:litigant', 'evidence:obtainList', 'custom:personalCustomerList', 'custom:institutionalClientsList',
      ...only('oa', 'apply', 'leave', 'useSeal', 'introductionLetter'),
    ],
  },
  {
    code: 'director', name: '审批人(主任)', description: '审批公证业务与特殊流程，审批办公申请',
    permissions: [
      ...HOME, 'business:accept', ...page('business', 'approve'), 'business:certificate', 'business:statistics',
      'evidence:statistics', ...only('archives', 'index', 'download'), ...page('oa', 'approve'), ...page('oa', 'business'),
      'finance:monthReport', 'system:log',
    ],
  },
  {
    code: 'finance', name: '财务', description: '收费、退费与财务报表',
    permissions: [...HOME, ...only('business', 'accept', 'financeAppend'), 'finance:list', 'finance:maintainList', 'finance:monthReport', ...only('oa', 'apply', 'leave')],
  },
  {
    code: 'archivist', name: '档案员', description: '归档、档案借阅、移库与移交',
    permissions: [...HOME, ...page('business', 'archives'), ...page('archives', 'index'), ...only('oa', 'apply', 'leave')],
  },
];

export interface SeedUser {
  account: string;
  name: string;
  roles: string[];
  dept: (typeof DEMO_DEPARTMENTS)[number];
  notaryCertNo?: string;
  phone: string;
}

export const DEMO_USERS: SeedUser[] = [
  { account: 'office_admin', name: '赵敏', roles: ['admin'], dept: '主任室', phone: '13800010001' },
  { account: 'notary', name: '李明', roles: ['notary'], dept: '民事公证部', notaryCertNo: '11010120150012', phone: '13800010002' },
  { account: 'assistant', name: '张婷', roles: ['assistant'], dept: '民事公证部', phone: '13800010003' },
  { account: 'director', name: '王建国', roles: ['director', 'notary'], dept: '主任室', notaryCertNo: '11010120080003', phone: '13800010004' },
  { account: 'finance', name: '陈静', roles: ['finance'], dept: '财务室', phone: '13800010005' },
  { account: 'archivist', name: '刘洋', roles: ['archivist'], dept: '档案室', phone: '13800010006' },
];
