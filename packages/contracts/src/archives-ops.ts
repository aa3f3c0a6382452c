import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { ARCHIVE_BORROW_STATUSES, ARCHIVE_LOCATION_KINDS, ARCHIVE_REQUEST_STATUSES } from './archives.ts';
import { Id, IdQuery, StringEnum } from './ids.ts';
import { Page, PageQuery } from './envelope.ts';

// The archive room's operations on volumes: the location tree (库房 → 柜 → 层 → 格, kinds in archives.ts), 移库, 借阅/归还, 下载, 移交 and
// 鉴定销毁. Every change of place or status is one row of the append-only movement log.

const tag = '档案管理';
const PAGE = 'archives:index';

export const ArchiveLocation = Type.Object({
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  kind: StringEnum(ARCHIVE_LOCATION_KINDS, '类型'),
  name: Type.String(),
  /** 库房 › 柜 › 格, for tables and pickers. */
  path: Type.String(),
  /** Volumes a shelf holds at most; null: no limit (rooms and cabinets hold none directly). */
  capacity: Type.Union([Type.Integer(), Type.Null()]),
  /** Volumes shelved in this cell now. */
  used: Type.Integer(),
});
export type ArchiveLocation = Static<typeof ArchiveLocation>;

export const LocationBody = Type.Object({
  parentId: Type.Union([Id('上级位置'), Type.Null()], { title: '上级位置' }),
  kind: StringEnum(ARCHIVE_LOCATION_KINDS, '类型'),
  name: Type.String({ minLength: 1, maxLength: 50, title: '名称' }),
  capacity: Type.Union([Type.Integer({ minimum: 1, maximum: 100000, title: '容量' }), Type.Null()], { title: '容量' }),
});
export type LocationBody = Static<typeof LocationBody>;
export const LocationUpdateBody = Type.Object({
  id: Id(),
  name: Type.String({ minLength: 1, maxLength: 50, title: '名称' }),
  capacity: Type.Union([Type.Integer({ minimum: 1, maximum: 100000, title: '容量' }), Type.Null()], { title: '容量' }),
});
export type LocationUpdateBody = Static<typeof LocationUpdateBody>;

export const MoveBody = Type.Object({
  id: Id('档案'),
  locationId: Id('目标位置'),
  reason: Type.String({ maxLength: 200, title: '原因' }),
});
export type MoveBody = Static<typeof MoveBody>;

const dateOnly = (title: string) => Type.String({ format: 'date', title });
export const BorrowBody = Type.Object({
  id: Id('档案'),
  dueOn: dateOnly('归还日期'),
  purpose: Type.String({ minLength: 1, maxLength: 200, title: '借阅事由' }),
});
export type BorrowBody = Static<typeof BorrowBody>;

/** A borrowing as the 借阅 list shows it; `overdueDays` > 0 when lent past its due date. */
export const ArchiveLoanRow = Type.Object({
  id: Type.Integer(),
  volumeId: Type.Integer(),
  archiveNo: Type.String(),
  borrowerName: Type.String(),
  purpose: Type.String(),
  dueOn: Type.String({ format: 'date' }),
  status: StringEnum(ARCHIVE_BORROW_STATUSES, '状态'),
  overdueDays: Type.Integer(),
  lentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  returnedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ArchiveLoanRow = Static<typeof ArchiveLoanRow>;

export const ReasonBody = Type.Object({ id: Id('档案'), reason: Type.String({ minLength: 1, maxLength: 200, title: '事由' }) });
export type ReasonBody = Static<typeof ReasonBody>;
export const TransferBody = Type.Object({
  id: Id('档案'),
  toOrg: Type.String({ minLength: 1, maxLength: 100, title: '接收单位' }),
  reason: Type.String({ minLength: 1, maxLength: 200, title: '移交事由' }),
});
export type TransferBody = Static<typeof TransferBody>;

/** 鉴定销毁 of several volumes at once: one committee approval and one frozen list for all of them. */
export const DestroyBody = Type.Object({
  ids: Type.Array(Id('档案'), { minItems: 1, maxItems: 200, uniqueItems: true, title: '档案' }),
  reason: Type.String({ minLength: 1, maxLength: 200, title: '鉴定意见' }),
});
export type DestroyBody = Static<typeof DestroyBody>;

/** A 鉴定销毁 request as the appraisal tab lists it. */
export const ArchiveDestroyRequestRow = Type.Object({
  id: Type.Integer(),
  status: StringEnum(ARCHIVE_REQUEST_STATUSES, '状态'),
  archiveNos: Type.Array(Type.String()),
  reason: Type.String(),
  /** SHA-256 of the destruction list (catalogue and hashes) frozen when requested. */
  listSha256: Type.String(),
  approvalId: Type.Union([Type.Integer(), Type.Null()]),
  createdByName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  doneAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ArchiveDestroyRequestRow = Static<typeof ArchiveDestroyRequestRow>;

/** What started an approval answers: the request to follow on 办公审批. */
export const ApprovalStarted = Type.Object({ approvalId: Type.Integer() });

export const archiveOpsApi = {
  locations: endpoint({
    method: 'GET',
    path: '/archives/locations',
    access: PAGE,
    tag,
    summary: '库位树（库房 → 柜 → 层 → 格，含容量与在架数）',
    response: Type.Array(ArchiveLocation),
  }),
  createLocation: endpoint({
    method: 'POST',
    path: '/archives/locations',
    access: `${PAGE}:locations`,
    tag,
    summary: '新增库位',
    body: LocationBody,
    response: ArchiveLocation,
    done: '已新增库位',
  }),
  updateLocation: endpoint({
    method: 'PUT',
    path: '/archives/locations',
    access: `${PAGE}:locations`,
    tag,
    summary: '修改库位名称与容量（容量不得小于在架数）',
    body: LocationUpdateBody,
    response: ArchiveLocation,
    done: '已保存',
  }),
  deleteLocation: endpoint({
    method: 'DELETE',
    path: '/archives/locations',
    access: `${PAGE}:locations`,
    tag,
    summary: '删除空库位（无下级、无在架档案）',
    query: IdQuery,
    response: Type.Null(),
    done: '已删除',
  }),
  move: endpoint({
    method: 'PUT',
    path: '/archives/move',
    access: `${PAGE}:move`,
    tag,
    summary: '移库：放到另一层或格，已满则拒绝，记录从哪到哪',
    body: MoveBody,
    response: Type.Null(),
    done: '已移库',
  }),
  borrow: endpoint({
    method: 'POST',
    path: '/archives/borrow',
    access: `${PAGE}:borrow`,
    tag,
    summary: '申请借阅（经审批后借出）',
    body: BorrowBody,
    response: ApprovalStarted,
    done: '已提交借阅审批',
  }),
  giveBack: endpoint({
    method: 'PUT',
    path: '/archives/return',
    access: `${PAGE}:borrow`,
    tag,
    summary: '归还借出的档案',
    body: Type.Object({ id: Id('档案') }),
    response: Type.Null(),
    done: '已归还',
  }),
  borrows: endpoint({
    method: 'GET',
    path: '/archives/borrows',
    access: PAGE,
    tag,
    summary: '借阅记录；overdue=true 只列逾期未还',
    query: Type.Object({ overdue: Type.Optional(Type.Boolean({ title: '仅逾期' })) }),
    response: Type.Array(ArchiveLoanRow),
  }),
  remindBorrower: endpoint({
    method: 'POST',
    path: '/archives/borrows/remind',
    access: `${PAGE}:borrow`,
    tag,
    summary: '催还：向逾期未还的借阅人发送提醒',
    body: Type.Object({ id: Id('借阅记录') }),
    response: Type.Null(),
    done: '已提醒借阅人',
  }),
  requestDownload: endpoint({
    method: 'POST',
    path: '/archives/download-request',
    access: `${PAGE}:download`,
    tag,
    summary: '申请下载密卷（经审批后可下载一次）',
    body: ReasonBody,
    response: ApprovalStarted,
    done: '已提交下载审批',
  }),
  download: endpoint({
    method: 'GET',
    path: '/archives/download',
    access: `${PAGE}:download`,
    tag,
    summary: '下载档案包（zip：卷内文件、manifest.json、时间戳令牌、离线核验页），每次下载记录包哈希',
    query: IdQuery,
    download: true,
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/archives/transfer',
    access: `${PAGE}:transfer`,
    tag,
    summary: '申请向国家档案馆移交（经审批后状态为已移交，目录与哈希保留）',
    body: TransferBody,
    response: ApprovalStarted,
    done: '已提交移交审批',
  }),
  transferList: endpoint({
    method: 'GET',
    path: '/archives/transfer-list',
    access: `${PAGE}:transfer`,
    tag,
    summary: '移交清单（xlsx，逐件列出 SHA-256 与 SM3）',
    query: IdQuery,
    download: true,
  }),
  destroy: endpoint({
    method: 'POST',
    path: '/archives/destroy',
    access: `${PAGE}:destroy`,
    tag,
    summary: '鉴定销毁：保管期满的非永久档案（可多卷）经鉴定委员会审批后销毁文件，目录与哈希永久保留',
    body: DestroyBody,
    response: ApprovalStarted,
    done: '已提交鉴定销毁审批',
  }),
  destroyRequests: endpoint({
    method: 'GET',
    path: '/archives/destroy-requests',
    access: PAGE,
    tag,
    summary: '鉴定销毁申请及其结果',
    query: PageQuery,
    response: Page(ArchiveDestroyRequestRow),
  }),
};
