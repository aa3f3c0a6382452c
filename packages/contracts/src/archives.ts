import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Id, IdQuery, StringEnum } from './ids.ts';

// 档案管理: archive volumes (案卷) built when a case is archived, their 卷内目录 with frozen hashes, their custody
// (movements, borrows, downloads), 校验 and the statistics. Room operations (locations, moves, borrowing, download,
// transfer, destruction) have their endpoints in archives-ops.ts and share these names.

const tag = '档案管理';

export const ARCHIVE_VOLUME_STATUSES = ['IN_STORE', 'BORROWED', 'TRANSFERRED', 'DESTROYED'] as const;
export type ArchiveVolumeStatus = (typeof ARCHIVE_VOLUME_STATUSES)[number];
export const ARCHIVE_VOLUME_STATUS_LABELS: Record<ArchiveVolumeStatus, string> = {
  IN_STORE: '在库',
  BORROWED: '借出',
  TRANSFERRED: '已移交',
  DESTROYED: '已销毁',
};

/** 普通卷 / 密卷 (wills, state secrets). 副卷 (internal discussion) is a part of either, see `hasSubVolume`. */
export const ARCHIVE_VOLUME_KINDS = ['ORDINARY', 'SECRET'] as const;
export type ArchiveVolumeKind = (typeof ARCHIVE_VOLUME_KINDS)[number];
export const ARCHIVE_VOLUME_KIND_LABELS: Record<ArchiveVolumeKind, string> = { ORDINARY: '普通卷', SECRET: '密卷' };

/** 永久 / 长期 / 短期; the years of 长期 and 短期 come from the office's retention rules. */
export const ARCHIVE_RETENTIONS = ['PERMANENT', 'LONG', 'SHORT'] as const;
export type ArchiveRetention = (typeof ARCHIVE_RETENTIONS)[number];
export const ARCHIVE_RETENTION_LABELS: Record<ArchiveRetention, string> = { PERMANENT: '永久', LONG: '长期', SHORT: '短期' };

/** Where an item of the 卷内目录 came from, in filing order. */
export const ARCHIVE_ITEM_SOURCES = ['CATALOGUE', 'APPLICATION', 'MATERIAL', 'DOCUMENT', 'CERTIFICATE', 'RECORDING', 'EVIDENCE', 'INTERNAL'] as const;
export type ArchiveItemSource = (typeof ARCHIVE_ITEM_SOURCES)[number];
export const ARCHIVE_ITEM_SOURCE_LABELS: Record<ArchiveItemSource, string> = {
  CATALOGUE: '卷内目录',
  APPLICATION: '申请表',
  MATERIAL: '证明材料',
  DOCUMENT: '公证文书',
  CERTIFICATE: '公证书',
  RECORDING: '音像记录',
  EVIDENCE: '电子证据',
  INTERNAL: '内部讨论（副卷）',
};

export const ARCHIVE_LOCATION_KINDS = ['ROOM', 'CABINET', 'SHELF', 'CELL'] as const;
export type ArchiveLocationKind = (typeof ARCHIVE_LOCATION_KINDS)[number];
export const ARCHIVE_LOCATION_KIND_LABELS: Record<ArchiveLocationKind, string> = { ROOM: '库房', CABINET: '柜', SHELF: '层', CELL: '格' };

export const ARCHIVE_MOVEMENT_KINDS = ['RECEIVE', 'MOVE', 'BORROW', 'RETURN', 'DOWNLOAD', 'TRANSFER', 'DESTROY', 'DECLASSIFY'] as const;
export type ArchiveMovementKind = (typeof ARCHIVE_MOVEMENT_KINDS)[number];
export const ARCHIVE_MOVEMENT_KIND_LABELS: Record<ArchiveMovementKind, string> = {
  RECEIVE: '接收',
  MOVE: '移库',
  BORROW: '借出',
  RETURN: '归还',
  DOWNLOAD: '下载',
  TRANSFER: '移交',
  DESTROY: '销毁',
  DECLASSIFY: '解密',
};

export const ARCHIVE_BORROW_STATUSES = ['PENDING', 'REJECTED', 'LENT', 'RETURNED', 'CANCELLED'] as const;
export type ArchiveBorrowStatus = (typeof ARCHIVE_BORROW_STATUSES)[number];
export const ARCHIVE_DOWNLOAD_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'DONE'] as const;
export type ArchiveDownloadStatus = (typeof ARCHIVE_DOWNLOAD_STATUSES)[number];
export const ARCHIVE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'DONE'] as const;
export type ArchiveRequestStatus = (typeof ARCHIVE_REQUEST_STATUSES)[number];

const Time = Type.String({ format: 'date-time' });
const MaybeTime = Type.Union([Time, Type.Null()]);
const Day = Type.Union([Type.String({ format: 'date' }), Type.Null()]);

export const ArchiveVolumePageQuery = Type.Object({
  ...PageQuery.properties,
  year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 9999, title: '年度' })),
  archiveNo: Type.Optional(Type.String({ maxLength: 64, title: '档案号' })),
  caseNumber: Type.Optional(Type.String({ maxLength: 64, title: '业务编号' })),
  party: Type.Optional(Type.String({ maxLength: 64, title: '当事人' })),
  category: Type.Optional(Type.String({ maxLength: 64, title: '类别' })),
  retention: Type.Optional(StringEnum(ARCHIVE_RETENTIONS, '保管期限')),
  /** The location or any location below it. */
  locationId: Type.Optional(Id('库位')),
  status: Type.Optional(StringEnum(ARCHIVE_VOLUME_STATUSES, '状态')),
  volumeKind: Type.Optional(StringEnum(ARCHIVE_VOLUME_KINDS, '密级')),
  /** Only volumes due for 鉴定: in store, not permanent, retention ended, in no open transfer or destruction request. */
  dueForAppraisal: Type.Optional(Type.Boolean({ title: '到期待鉴定' })),
});
export type ArchiveVolumePageQuery = Static<typeof ArchiveVolumePageQuery>;

export const ArchiveVolumeRow = Type.Object({
  id: Type.Integer(),
  archiveNo: Type.String(),
  caseId: Type.Integer(),
  caseNumber: Type.String(),
  year: Type.Integer(),
  category: Type.String(),
  categoryName: Type.String(),
  parties: Type.String(),
  matters: Type.String(),
  volumeKind: StringEnum(ARCHIVE_VOLUME_KINDS, '密级'),
  hasSubVolume: Type.Boolean(),
  retention: StringEnum(ARCHIVE_RETENTIONS, '保管期限'),
  retentionYears: Type.Union([Type.Integer(), Type.Null()]),
  retentionUntil: Day,
  status: StringEnum(ARCHIVE_VOLUME_STATUSES, '状态'),
  locationId: Type.Union([Type.Integer(), Type.Null()]),
  /** 库房 / 柜 / 层, '' when not shelved yet. */
  locationPath: Type.String(),
  boxNo: Type.String(),
  itemCount: Type.Integer(),
  totalSize: Type.Integer(),
  receivedAt: Time,
  receivedByName: Type.String(),
  lastVerifiedAt: MaybeTime,
  lastVerifyOk: Type.Union([Type.Boolean(), Type.Null()]),
});
export type ArchiveVolumeRow = Static<typeof ArchiveVolumeRow>;

export const ArchiveItemRow = Type.Object({
  id: Type.Integer(),
  seq: Type.Integer(),
  source: StringEnum(ARCHIVE_ITEM_SOURCES, '来源'),
  title: Type.String(),
  subVolume: Type.Boolean(),
  fileId: Type.Union([Type.String(), Type.Null()]),
  fileName: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  sm3: Type.String(),
});
export type ArchiveItemRow = Static<typeof ArchiveItemRow>;

export const ArchiveMovementRow = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(ARCHIVE_MOVEMENT_KINDS, '类型'),
  fromLocationPath: Type.String(),
  toLocationPath: Type.String(),
  toOrg: Type.String(),
  reason: Type.String(),
  packageSha256: Type.String(),
  byName: Type.String(),
  at: Time,
});
export type ArchiveMovementRow = Static<typeof ArchiveMovementRow>;

export const ArchiveBorrowRow = Type.Object({
  id: Type.Integer(),
  volumeId: Type.Integer(),
  borrowerName: Type.String(),
  purpose: Type.String(),
  dueOn: Type.String({ format: 'date' }),
  status: StringEnum(ARCHIVE_BORROW_STATUSES, '状态'),
  lentAt: MaybeTime,
  returnedAt: MaybeTime,
});
export type ArchiveBorrowRow = Static<typeof ArchiveBorrowRow>;

export const ArchiveDownloadRow = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  reason: Type.String(),
  status: StringEnum(ARCHIVE_DOWNLOAD_STATUSES, '状态'),
  packageSha256: Type.String(),
  downloadedAt: MaybeTime,
  createdAt: Time,
});
export type ArchiveDownloadRow = Static<typeof ArchiveDownloadRow>;

export const ArchiveVolumeProof = Type.Object({
  manifest: Type.Record(Type.String(), Type.Unknown()),
  manifestSha256: Type.String(),
  manifestSm3: Type.String(),
  chainSeq: Type.Integer(),
  timestamp: Type.Union([Type.Object({ genTime: Time, serial: Type.String(), tsaName: Type.String() }), Type.Null()]),
});

export const ArchiveVolumeDetail = Type.Object({
  ...ArchiveVolumeRow.properties,
  retentionSource: Type.String(),
  remark: Type.String(),
  items: Type.Array(ArchiveItemRow),
  proof: ArchiveVolumeProof,
  movements: Type.Array(ArchiveMovementRow),
  borrows: Type.Array(ArchiveBorrowRow),
  downloads: Type.Array(ArchiveDownloadRow),
});
export type ArchiveVolumeDetail = Static<typeof ArchiveVolumeDetail>;

/** 校验 of one volume: every file re-hashed, the manifest hash, its chain entry and its timestamp. */
export const ArchiveVerifyResult = Type.Object({
  volumeId: Type.Integer(),
  archiveNo: Type.String(),
  ok: Type.Boolean(),
  files: Type.Integer(),
  /** One line per problem, naming the file (e.g. "3. 公证书.pdf：SHA-256 不符"). */
  problems: Type.Array(Type.String()),
  verifiedAt: Time,
});
export type ArchiveVerifyResult = Static<typeof ArchiveVerifyResult>;

export const ArchiveVerifyReport = Type.Object({
  id: Type.Integer(),
  trigger: StringEnum(['SCHEDULED', 'MANUAL'] as const, '方式'),
  volumes: Type.Integer(),
  files: Type.Integer(),
  failedVolumes: Type.Integer(),
  failures: Type.Array(Type.Object({ volumeId: Type.Integer(), archiveNo: Type.String(), problems: Type.Array(Type.String()) })),
  startedAt: Time,
  finishedAt: MaybeTime,
});
export type ArchiveVerifyReport = Static<typeof ArchiveVerifyReport>;

const Count = Type.Object({ key: Type.String(), label: Type.String(), count: Type.Integer() });
export const ArchiveStatistics = Type.Object({
  total: Type.Integer(),
  byYear: Type.Array(Count),
  byCategory: Type.Array(Count),
  byRetention: Type.Array(Count),
  byStatus: Type.Array(Count),
  /** Non-permanent volumes in store whose retention has ended: due for 鉴定. */
  dueForAppraisal: Type.Integer(),
  /** Cases closed more than three months ago and not received. */
  handoverOverdue: Type.Integer(),
});
export type ArchiveStatistics = Static<typeof ArchiveStatistics>;

export const ArchiveRetentionRule = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  categoryName: Type.String(),
  retention: StringEnum(ARCHIVE_RETENTIONS, '保管期限'),
  years: Type.Union([Type.Integer(), Type.Null()]),
  source: Type.String(),
});
export type ArchiveRetentionRule = Static<typeof ArchiveRetentionRule>;

export const ArchiveRetentionRuleBody = Type.Object({
  category: Type.String({ maxLength: 64, title: '类别' }),
  categoryName: Type.String({ maxLength: 64, title: '类别名称' }),
  retention: StringEnum(ARCHIVE_RETENTIONS, '保管期限'),
  years: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, title: '年限' })),
  source: Type.String({ minLength: 1, maxLength: 500, title: '依据' }),
});
export type ArchiveRetentionRuleBody = Static<typeof ArchiveRetentionRuleBody>;

/** A case waiting for hand-over past its three-month deadline. */
export const ArchiveHandoverRow = Type.Object({
  caseId: Type.Integer(),
  businessNumber: Type.String(),
  handlerName: Type.String(),
  closedAt: Time,
  dueAt: Time,
});
export type ArchiveHandoverRow = Static<typeof ArchiveHandoverRow>;

export const archivesApi = {
  page: endpoint({
    method: 'GET',
    path: '/archives/page',
    access: 'archives:index',
    tag,
    summary: '档案列表（年度、档案号、业务编号、当事人、类别、保管期限、库位、状态）',
    query: ArchiveVolumePageQuery,
    response: Page(ArchiveVolumeRow),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/archives/detail',
    access: 'archives:index',
    tag,
    summary: '案卷详情：卷内目录、逐件哈希、固定清单、出入库记录、借阅、下载',
    query: IdQuery,
    response: ArchiveVolumeDetail,
  }),
  verify: endpoint({
    method: 'POST',
    path: '/archives/verify',
    access: 'archives:index:verify',
    tag,
    summary: '校验案卷：重新计算每个文件的哈希，核对固定清单、哈希链与时间戳',
    body: Type.Object({ id: Id('案卷') }),
    response: ArchiveVerifyResult,
    done: '校验完成',
  }),
  verifyReports: endpoint({
    method: 'GET',
    path: '/archives/verify-reports',
    access: 'archives:index',
    tag,
    summary: '校验报告（定期全量校验与手动校验）',
    query: PageQuery,
    response: Page(ArchiveVerifyReport),
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/archives/statistics',
    access: 'archives:index',
    tag,
    summary: '档案统计：按年度、类别、保管期限、状态；到期待鉴定；逾期未移交',
    response: ArchiveStatistics,
  }),
  handoverOverdue: endpoint({
    method: 'GET',
    path: '/archives/handover-overdue',
    access: 'archives:index',
    tag,
    summary: '结案满三个月仍未归档的业务',
    response: Type.Array(ArchiveHandoverRow),
  }),
  retentionRules: endpoint({
    method: 'GET',
    path: '/archives/retention-rules',
    access: 'archives:index',
    tag,
    summary: '保管期限规则（按公证事项类别，含依据）',
    response: Type.Array(ArchiveRetentionRule),
  }),
  saveRetentionRule: endpoint({
    method: 'PUT',
    path: '/archives/retention-rules',
    access: 'archives:index:retention',
    tag,
    summary: '设置某类别的保管期限（只影响此后接收的案卷）',
    body: ArchiveRetentionRuleBody,
    response: ArchiveRetentionRule,
    done: '已保存',
  }),
};
