/**
 * The one permission registry. Permission strings are `section`, `section:pageKey` or
 * `section:pageKey:function`; `*` grants everything. The web menu, the route guard, the role
 * authority tree and every API route read this file.
 */
export interface PageFunction {
  readonly key: string;
  readonly title: string;
}

export interface MenuPage {
  readonly key: string;
  /** Absolute path of the page in the web app. */
  readonly path: string;
  readonly title: string;
  readonly functions: readonly PageFunction[];
}

export interface MenuSection {
  readonly key: string;
  readonly path: string;
  readonly title: string;
  /** Name of an @ant-design/icons component. */
  readonly icon: string;
  readonly pages: readonly MenuPage[];
}

const fn = (key: string, title: string): PageFunction => ({ key, title });
const CRUD = [fn('create', '新增'), fn('update', '修改'), fn('delete', '删除')] as const;
const EVIDENCE_FNS = [fn('confirm', '确认证据'), fn('delete', '删除'), fn('apply', '申请出证')] as const;

export const MENU: readonly MenuSection[] = [
  {
    key: 'homePage',
    path: '/dashboard',
    title: '首页',
    icon: 'HomeOutlined',
    pages: [{ key: 'dashboard', path: '/dashboard', title: '工作台', functions: [fn('quick', '快捷入口')] }],
  },
  {
    key: 'business',
    path: '/business',
    title: '公证业务',
    icon: 'AuditOutlined',
    pages: [
      {
        key: 'accept',
        path: '/business/accept',
        title: '受理',
        functions: [
          fn('create', '新建业务'),
          fn('submitReview', '提交审批'),
          fn('additional', '补充材料'),
          fn('videoMeeting', '视频会议'),
          fn('litigantEdit', '编辑当事人'),
          fn('specialFlowLaunch', '发起特殊流程'),
          fn('smsSetting', '短信设置'),
          fn('transferApply', '转办申请'),
          fn('documentEdit', '文书编辑'),
          fn('documentExport', '文书导出'),
          fn('financeAppend', '追加收费'),
          fn('materialPackage', '材料打包'),
          fn('download', '下载'),
          fn('archives', '归档'),
          fn('send', '送达'),
        ],
      },
      {
        key: 'approve',
        path: '/business/approve',
        title: '审批',
        functions: [fn('special', '特殊流程审批'), fn('notarization', '公证审批'), fn('realEstateQuery', '不动产查询')],
      },
      { key: 'certificate', path: '/business/certificate', title: '出证', functions: [fn('send', '送达'), fn('specialFlowLaunch', '发起特殊流程')] },
      { key: 'archives', path: '/business/archives', title: '归档', functions: [fn('archives', '归档')] },
      { key: 'faceRecognition', path: '/business/faceRecognition', title: '人脸识别', functions: [fn('faceRecognition', '人脸识别')] },
      { key: 'litigant', path: '/business/litigant', title: '当事人', functions: [] },
      { key: 'statistics', path: '/business/statistics', title: '业务统计', functions: [] },
    ],
  },
  {
    key: 'evidence',
    path: '/evidence',
    title: '电子证据',
    icon: 'SafetyCertificateOutlined',
    pages: [
      // The spec names no functions here; these gate making, confirming, deleting and 申请出证 (reading needs the page).
      { key: 'obtainList', path: '/evidence/obtainList', title: '取证列表', functions: [fn('create', '取证'), ...EVIDENCE_FNS] },
      { key: 'existList', path: '/evidence/existList', title: '存证列表', functions: [fn('create', '存证'), fn('renew', '续期'), ...EVIDENCE_FNS] },
      { key: 'statistics', path: '/evidence/statistics', title: '证据统计', functions: [] },
    ],
  },
  {
    key: 'custom',
    path: '/custom',
    title: '客户管理',
    icon: 'TeamOutlined',
    pages: [
      // The spec names no functions here; these gate 新增/导入, 修改 and 删除 (reading needs the page).
      { key: 'personalCustomerList', path: '/custom/personage', title: '个人客户', functions: [...CRUD] },
      { key: 'institutionalClientsList', path: '/custom/institution', title: '机构客户', functions: [...CRUD] },
    ],
  },
  {
    key: 'standaloneVideoMeet',
    path: '/standaloneVideoMeet',
    title: '视频会议',
    icon: 'VideoCameraOutlined',
    pages: [
      {
        key: 'index',
        path: '/standaloneVideoMeet/index',
        title: '视频会议',
        functions: [fn('create', '发起会议'), fn('manage', '管理全部会议'), fn('recording', '查看录像')],
      },
    ],
  },
  {
    key: 'archives',
    path: '/archives',
    title: '档案管理',
    icon: 'FolderOpenOutlined',
    pages: [
      {
        key: 'index',
        path: '/archives/index',
        title: '档案管理',
        functions: [
          fn('download', '下载'),
          fn('move', '移库'),
          fn('transfer', '移交'),
          fn('borrow', '借阅'),
          fn('locations', '库位管理'),
          fn('destroy', '鉴定销毁'),
          fn('verify', '校验'),
          fn('retention', '保管期限规则'),
        ],
      },
    ],
  },
  {
    key: 'template',
    path: '/template',
    title: '模板管理',
    icon: 'FileTextOutlined',
    pages: [
      {
        key: 'documentConfig',
        path: '/template/documentConfig',
        title: '文书配置',
        functions: [
          fn('publicEdit', '编辑公共模板'),
          fn('publicCopy', '复制公共模板'),
          fn('publicDelete', '删除公共模板'),
          fn('officeSettings', '本处文书设置'),
        ],
      },
      { key: 'businessConfig', path: '/template/businessConfig', title: '业务配置', functions: [fn('preview', '预览'), fn('update', '修改')] },
      { key: 'businessModule', path: '/template/businessModule', title: '业务模块', functions: [] },
      { key: 'notarizationItem', path: '/template/notarizationItem', title: '公证事项', functions: [...CRUD] },
    ],
  },
  {
    key: 'oa',
    path: '/oa',
    title: '办公',
    icon: 'ScheduleOutlined',
    pages: [
      {
        key: 'apply',
        path: '/oa/apply',
        title: '办公申请',
        functions: [fn('leave', '请假'), fn('useSeal', '用印'), fn('introductionLetter', '介绍信'), fn('ElectronicSeal', '电子签章')],
      },
      {
        key: 'approve',
        path: '/oa/approve',
        title: '办公审批',
        functions: [fn('leave', '请假'), fn('useSeal', '用印'), fn('introductionLetter', '介绍信'), fn('electronicSeal', '电子签章')],
      },
      { key: 'business', path: '/oa/business', title: '业务管理', functions: [fn('manager', '管理')] },
      { key: 'notice', path: '/oa/notice', title: '通知公告', functions: [fn('send', '发送通知')] },
      { key: 'vote', path: '/oa/vote', title: '在线表决', functions: [fn('create', '发起表决'), fn('manage', '管理')] },
      {
        key: 'seal',
        path: '/oa/seal',
        title: '印章管理',
        functions: [fn('add', '新增印章'), fn('update', '修改印章'), fn('register', '登记用印'), fn('export', '导出')],
      },
    ],
  },
  {
    key: 'finance',
    path: '/finance',
    title: '财务管理',
    icon: 'AccountBookOutlined',
    pages: [
      {
        key: 'list',
        path: '/finance/list',
        title: '收费列表',
        functions: [
          fn('collect', '收款'),
          fn('invoice', '开票'),
          fn('refundApply', '退费申请'),
          fn('reductionApply', '减免申请'),
          fn('cancelPayment', '作废收款'),
          fn('export', '导出'),
        ],
      },
      { key: 'maintainList', path: '/finance/maintainList', title: '收费维护', functions: [fn('editStandard', '维护收费标准'), fn('adjust', '收费调整')] },
      { key: 'monthReport', path: '/finance/monthReport', title: '月度报表', functions: [fn('close', '月结'), fn('export', '导出')] },
    ],
  },
  {
    key: 'system',
    path: '/system',
    title: '系统管理',
    icon: 'SettingOutlined',
    pages: [
      {
        key: 'account',
        path: '/system/account',
        title: '账号管理',
        functions: [
          fn('create', '新增'),
          fn('update', '修改'),
          fn('delete', '删除'),
          fn('handwrittenSignature', '手写签名'),
          fn('electronicSignature', '电子签名'),
        ],
      },
      { key: 'dept', path: '/system/dept', title: '部门管理', functions: [...CRUD] },
      { key: 'role', path: '/system/role', title: '角色管理', functions: [...CRUD] },
      { key: 'number', path: '/system/number', title: '编号规则', functions: [...CRUD] },
      { key: 'dict', path: '/system/dict', title: '字典管理', functions: [...CRUD] },
      { key: 'log', path: '/system/log', title: '操作日志', functions: [] },
      { key: 'flow', path: '/system/flow', title: '流程配置', functions: [fn('config', '配置'), fn('create', '新增'), fn('delete', '删除')] },
    ],
  },
];

export const ALL = '*';

/** Every permission string the registry knows: pages and their functions. */
export function allPermissions(): string[] {
  return MENU.flatMap((s) => s.pages.flatMap((p) => [`${s.key}:${p.key}`, ...p.functions.map((f) => `${s.key}:${p.key}:${f.key}`)]));
}

/** True when `perm` is `*`, a section, a page or a page function of the registry. */
export function isKnownPermission(perm: string): boolean {
  if (perm === ALL) return true;
  const [section, page, func, ...rest] = perm.split(':');
  if (rest.length) return false;
  const s = MENU.find((x) => x.key === section);
  if (!s) return false;
  if (page === undefined) return true;
  const p = s.pages.find((x) => x.key === page);
  if (!p) return false;
  return func === undefined || p.functions.some((f) => f.key === func);
}

/**
 * Whether held permissions satisfy a required one. A permission grants itself, and holding a more
 * specific permission grants the less specific one (a page function implies seeing the page).
 */
export function hasPermission(held: readonly string[], required: string): boolean {
  return held.some((h) => h === ALL || h === required || h.startsWith(`${required}:`));
}

/** The pages that show cases: 受理 lists every case, 审批, 出证 and 归档 those they work on (docs/permissions.md). */
export const CASE_READ_PAGES = ['business:accept', 'business:approve', 'business:certificate', 'business:archives'] as const;

/** One case (read-only) is also opened from 当事人, which lists every party with every one of its cases. */
export const CASE_DETAIL_PAGES = [...CASE_READ_PAGES, 'business:litigant'] as const;

/** Whether held permissions satisfy any one of `required` (a route several pages call). */
export function hasAnyPermission(held: readonly string[], required: readonly string[]): boolean {
  return required.some((r) => hasPermission(held, r));
}

/** Every function key of a page, used when seeding roles. */
export function pageFunctions(section: string, page: string): string[] {
  const p = MENU.find((s) => s.key === section)?.pages.find((x) => x.key === page);
  if (!p) throw new Error(`unknown page ${section}:${page}`);
  return p.functions.map((f) => `${section}:${page}:${f.key}`);
}
