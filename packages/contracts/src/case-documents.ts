import { Type, type Static } from '@sinclair/typebox';
import { Id, StringEnum } from './ids.ts';
import { DOC_KINDS, DocContent, DocField, PageSettings } from './documents.ts';

// A case's documents (受理 › 文书编辑 / 文书导出), the /appDocEdit editor's credentials, and 送达.

/** DRAFT: being written; FINAL: issued, sealed, hashed and timestamped, read-only; VOID: replaced by a correction. */
export const DOC_STATUSES = ['DRAFT', 'FINAL', 'VOID'] as const;
export type DocStatus = (typeof DOC_STATUSES)[number];
export const DOC_STATUS_LABELS: Record<DocStatus, string> = { DRAFT: '草稿', FINAL: '已定稿', VOID: '已作废' };

/** A bound value the case cannot fill yet: shown as a red placeholder, and it blocks finalisation. */
export const MissingField = Type.Object({ path: Type.String(), label: Type.String() });

export const CaseDocumentAbilities = Type.Object({
  edit: Type.Boolean(),
  export: Type.Boolean(),
  refresh: Type.Boolean(),
  remove: Type.Boolean(),
});

export const CaseDocumentRow = Type.Object({
  id: Id('文书'),
  caseId: Type.Integer({ title: '业务' }),
  caseItemId: Type.Union([Type.Integer(), Type.Null()], { title: '业务事项' }),
  itemName: Type.String({ title: '公证事项' }),
  kind: StringEnum(DOC_KINDS, '文书类别'),
  title: Type.String({ title: '文书名称' }),
  status: StringEnum(DOC_STATUSES, '状态'),
  /** 1 for the first certificate of an item; a correction through the special flow makes version 2, and so on. */
  version: Type.Integer({ title: '版本' }),
  revision: Type.Integer({ title: '修订号' }),
  templateName: Type.String({ title: '模板' }),
  templateVersion: Type.Integer({ title: '模板版本' }),
  certificateNumber: Type.String({ title: '公证书编号' }),
  missing: Type.Array(MissingField, { title: '缺少的值' }),
  /** Who holds the soft edit lock now, '' when nobody. */
  lockedByName: Type.String({ title: '正在编辑' }),
  updatedByName: Type.String({ title: '最后修改人' }),
  updatedAt: Type.String({ title: '修改时间' }),
  /** FINAL only: the stored PDF's hashes. */
  sha256: Type.String({ title: 'SHA-256' }),
  sm3: Type.String({ title: 'SM3' }),
  finalizedAt: Type.String({ title: '定稿时间' }),
  abilities: CaseDocumentAbilities,
});
export type CaseDocumentRow = Static<typeof CaseDocumentRow>;

export const CaseDocumentDetail = Type.Object({
  ...CaseDocumentRow.properties,
  businessNumber: Type.String({ title: '业务编号' }),
  page: PageSettings,
  content: DocContent,
  /** The values the case gives each bound path now, for the field panel (path → text). */
  values: Type.Record(Type.String(), Type.String(), { title: '字段值' }),
  /** The case's catalogue of bindable fields, for "插入字段". */
  fields: Type.Array(DocField, { title: '可用字段' }),
  /** This reader may only read: the document is FINAL/VOID, the ticket is VIEW, or another user holds the lock. */
  readOnly: Type.Boolean({ title: '只读' }),
});
export type CaseDocumentDetail = Static<typeof CaseDocumentDetail>;

export const CaseDocumentsQuery = Type.Object({ caseId: Id('业务') });

export const CreateCaseDocumentBody = Type.Object({
  caseId: Id('业务'),
  kind: StringEnum(DOC_KINDS, '文书类别'),
  /** The case item the document is for (one certificate per item); optional for case-wide kinds. */
  caseItemId: Type.Optional(Id('业务事项')),
  /** A particular template; by default the one for the item and kind (personal, then office, then public). */
  templateId: Type.Optional(Id('模板')),
});
export type CreateCaseDocumentBody = Static<typeof CreateCaseDocumentBody>;

export const TICKET_MODES = ['EDIT', 'VIEW'] as const;
export const DocTicketBody = Type.Object({ id: Id('文书'), mode: Type.Optional(StringEnum(TICKET_MODES, '方式')) });
export const DocTicket = Type.Object({
  /** Opens this one document only, once exchanged; lives DOC_TICKET_MINUTES. */
  ticket: Type.String(),
  /** `/appDocEdit?ticket=…`, to open in a new tab. */
  url: Type.String(),
  expiresAt: Type.String(),
});
export type DocTicket = Static<typeof DocTicket>;
export const DOC_TICKET_MINUTES = 120;

/** The editor's credential: sent as the `x-doc-token` header on the /doc-edit calls; never a session token. */
export const HEADER_DOC_TOKEN = 'x-doc-token';
export const DocSession = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  mode: StringEnum(TICKET_MODES, '方式'),
  /** Who is editing (the user who asked for the ticket). */
  userName: Type.String(),
  officeName: Type.String(),
  document: CaseDocumentDetail,
});
export type DocSession = Static<typeof DocSession>;

export const SaveDocumentBody = Type.Object({
  /** The revision this edit started from: 409 when the document has moved on. */
  revision: Type.Integer({ minimum: 0, title: '修订号' }),
  content: DocContent,
  page: Type.Optional(PageSettings),
});
export type SaveDocumentBody = Static<typeof SaveDocumentBody>;

export const DocLock = Type.Object({
  /** This editor holds the lock (renewed by calling again within DOC_LOCK_SECONDS). */
  held: Type.Boolean(),
  lockedByName: Type.String(),
  expiresAt: Type.String(),
});
export const DOC_LOCK_SECONDS = 90;

export const EXPORT_FORMATS = ['pdf', 'docx'] as const;
export const ExportQuery = Type.Object({ format: StringEnum(EXPORT_FORMATS, '格式') });

/** 送达: how the certificate reached the applicant; recorded with the send transition. */
export const DELIVERY_METHODS = ['PICKUP', 'MAIL', 'ELECTRONIC'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = { PICKUP: '自取', MAIL: '邮寄', ELECTRONIC: '电子送达' };
export const Delivery = Type.Object({
  method: StringEnum(DELIVERY_METHODS, '送达方式'),
  recipient: Type.String({ minLength: 1, maxLength: 64, title: '签收人' }),
  date: Type.String({ format: 'date', title: '送达日期' }),
  trackingNumber: Type.Optional(Type.String({ maxLength: 64, title: '快递单号' })),
  /** 电子送达: the phone or address it went to. */
  address: Type.Optional(Type.String({ maxLength: 200, title: '送达地址' })),
  note: Type.Optional(Type.String({ maxLength: 500, title: '备注' })),
});
export type Delivery = Static<typeof Delivery>;
