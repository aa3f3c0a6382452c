import { Type, type Static } from '@sinclair/typebox';
import { Page, PageQuery } from './envelope.ts';
import { endpoint } from './endpoint.ts';
import { Id, IdQuery, StringEnum } from './ids.ts';

// 文书: templates (模板管理 › 文书配置) and the documents made from them for a case (受理 › 文书编辑 / 文书导出, /appDocEdit).

/** The kinds of document an office makes; each case item draws its documents from templates of these kinds. */
export const DOC_KINDS = [
  'APPLICATION',
  'ACCEPT_NOTICE',
  'DISCLOSURE',
  'INTERVIEW',
  'APPROVAL',
  'CERTIFICATE',
  'RECEIPT',
  'DECISION',
  'VERIFY_LETTER',
  'EVIDENCE_CERT',
] as const;
export type DocKind = (typeof DOC_KINDS)[number];
export const DOC_KIND_LABELS: Record<DocKind, string> = {
  APPLICATION: '公证申请表',
  ACCEPT_NOTICE: '受理通知书',
  DISCLOSURE: '告知书',
  INTERVIEW: '询问笔录',
  APPROVAL: '审批表',
  CERTIFICATE: '公证书',
  RECEIPT: '送达回执',
  DECISION: '不予办理/终止决定书',
  VERIFY_LETTER: '委托核实函',
  EVIDENCE_CERT: '保全证书',
};

/** PUBLIC: shared by every organisation, changed only with publicEdit; OFFICE: this office's; PERSONAL: the owner's own. */
export const TEMPLATE_SCOPES = ['PUBLIC', 'OFFICE', 'PERSONAL'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];
export const TEMPLATE_SCOPE_LABELS: Record<TemplateScope, string> = { PUBLIC: '公共模板', OFFICE: '本处模板', PERSONAL: '个人模板' };

/** TIPTAP: written in the editor; DOCX: an uploaded Word file with {placeholders} and {#loops}{/loops}. */
export const TEMPLATE_ENGINES = ['TIPTAP', 'DOCX'] as const;
export type TemplateEngine = (typeof TEMPLATE_ENGINES)[number];

/** A4 (210×297 mm, the default) or 16开 (185×260 mm, the certificate's traditional size, printed unscaled). */
export const PAGE_SIZES = ['A4', '16K'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const PAGE_SIZE_LABELS: Record<PageSize, string> = { A4: 'A4（210×297 毫米）', '16K': '16开（185×260 毫米）' };

const Mm = (title: string) => Type.Integer({ minimum: 5, maximum: 60, title });
export const PageSettings = Type.Object({
  size: StringEnum(PAGE_SIZES, '纸张'),
  marginTop: Mm('上边距（毫米）'),
  marginRight: Mm('右边距（毫米）'),
  marginBottom: Mm('下边距（毫米）'),
  marginLeft: Mm('左边距（毫米）'),
  /** Body text size in pt: 三号 = 16 pt (the 证词), 四号 = 14 pt, 小四 = 12 pt. */
  fontSize: Type.Number({ minimum: 9, maximum: 26, title: '正文字号（磅）' }),
});
export type PageSettings = Static<typeof PageSettings>;
export const DEFAULT_PAGE: PageSettings = { size: 'A4', marginTop: 37, marginRight: 26, marginBottom: 35, marginLeft: 28, fontSize: 16 };

/**
 * A document as the editor holds it: a tiptap (ProseMirror) JSON document. Bound values are `field` nodes
 * (`attrs.path`, e.g. `parties.APPLICANT.0.name`), kept as nodes so that "从业务刷新" can fill them again.
 */
export const DocContent = Type.Object(
  { type: Type.Literal('doc', { title: '文书内容类型' }), content: Type.Optional(Type.Array(Type.Unknown(), { title: '文书内容' })) },
  { title: '文书内容' },
);
export type DocContent = Static<typeof DocContent>;

export const FIELD_TYPES = ['text', 'date', 'amount', 'idNumber', 'gender', 'list'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A value a template may bind, from the case's document context. */
export const DocField = Type.Object({
  path: Type.String({ title: '字段路径' }),
  label: Type.String({ title: '名称' }),
  /** Where the field panel lists it: 业务, 事项, 当事人, 公证员与机构, 日期, 申请表. */
  group: Type.String({ title: '分组' }),
  type: StringEnum(FIELD_TYPES, '类型'),
  /** An example shown in template previews. */
  sample: Type.String({ title: '示例' }),
});
export type DocField = Static<typeof DocField>;

const Name = Type.String({ minLength: 1, maxLength: 64, title: '模板名称' });
const Remark = Type.String({ maxLength: 200, title: '说明' });
const ItemIds = Type.Array(Id('公证事项'), { maxItems: 200, title: '适用事项（空为该类文书的默认模板）' });

export const TemplatePageQuery = Type.Object({
  ...PageQuery.properties,
  scope: Type.Optional(StringEnum(TEMPLATE_SCOPES, '范围')),
  kind: Type.Optional(StringEnum(DOC_KINDS, '文书类别')),
  name: Type.Optional(Type.String({ maxLength: 64, title: '模板名称' })),
});
export type TemplatePageQuery = Static<typeof TemplatePageQuery>;

/** What the reader may do with a template now, decided by the server (scope, owner, publicEdit/publicCopy/publicDelete, use). */
export const TemplateAbilities = Type.Object({
  edit: Type.Boolean(),
  copy: Type.Boolean(),
  remove: Type.Boolean(),
  publish: Type.Boolean(),
});

export const TemplateRow = Type.Object({
  id: Id('模板'),
  scope: StringEnum(TEMPLATE_SCOPES, '范围'),
  kind: StringEnum(DOC_KINDS, '文书类别'),
  name: Type.String({ title: '模板名称' }),
  engine: StringEnum(TEMPLATE_ENGINES, '引擎'),
  itemIds: Type.Array(Type.Integer(), { title: '适用事项' }),
  itemNames: Type.Array(Type.String(), { title: '适用事项' }),
  /** The latest published version; 0 before the first publication. */
  publishedVersion: Type.Integer({ title: '已发布版本' }),
  /** The draft differs from the latest published version. */
  hasDraft: Type.Boolean({ title: '有未发布的修改' }),
  ownerName: Type.String({ title: '所有人' }),
  copiedFromName: Type.String({ title: '复制自' }),
  remark: Type.String({ title: '说明' }),
  updatedAt: Type.String({ title: '修改时间' }),
  abilities: TemplateAbilities,
});
export type TemplateRow = Static<typeof TemplateRow>;

export const TemplateVersionRow = Type.Object({
  version: Type.Integer({ title: '版本' }),
  publishedAt: Type.String({ title: '发布时间' }),
  publishedByName: Type.String({ title: '发布人' }),
  sha256: Type.String({ title: '内容哈希' }),
  /** How many case documents were made from this version. */
  documentCount: Type.Integer({ title: '使用次数' }),
});

export const TemplateDetail = Type.Object({
  ...TemplateRow.properties,
  page: PageSettings,
  /** The working draft (TIPTAP); for DOCX, a rendering of the uploaded file's text for reading only. */
  content: DocContent,
  /** The uploaded Word file (DOCX engine). */
  docxFileKey: Type.Union([Type.String(), Type.Null()], { title: 'Word 模板文件' }),
  /** The field paths the draft binds. */
  fields: Type.Array(Type.String(), { title: '绑定字段' }),
  versions: Type.Array(TemplateVersionRow, { title: '版本' }),
  /** Change check for saves: 409 when another save came first. */
  revision: Type.Integer({ title: '修订号' }),
});
export type TemplateDetail = Static<typeof TemplateDetail>;

export const CreateTemplateBody = Type.Object({
  scope: StringEnum(TEMPLATE_SCOPES, '范围'),
  kind: StringEnum(DOC_KINDS, '文书类别'),
  name: Name,
  engine: Type.Optional(StringEnum(TEMPLATE_ENGINES, '引擎')),
  itemIds: Type.Optional(ItemIds),
  remark: Type.Optional(Remark),
  page: Type.Optional(PageSettings),
  content: Type.Optional(DocContent),
});
export type CreateTemplateBody = Static<typeof CreateTemplateBody>;

export const UpdateTemplateBody = Type.Object({
  id: Id('模板'),
  revision: Type.Integer({ minimum: 0, title: '修订号' }),
  name: Name,
  itemIds: ItemIds,
  remark: Remark,
  page: PageSettings,
  content: Type.Optional(DocContent),
});
export type UpdateTemplateBody = Static<typeof UpdateTemplateBody>;

export const CopyTemplateBody = Type.Object({
  id: Id('模板'),
  /** The copy's scope: OFFICE (default) or PERSONAL. */
  scope: Type.Optional(StringEnum(['OFFICE', 'PERSONAL'] as const, '复制到')),
  name: Type.Optional(Name),
});
export type CopyTemplateBody = Static<typeof CopyTemplateBody>;

export const FieldCatalogueQuery = Type.Object({ kind: Type.Optional(StringEnum(DOC_KINDS, '文书类别')) });

// ——— Case documents ———

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

/** How the office's documents name it, and its seal image (文书配置 › 本处设置). */
export const OfficeDocSettingsBody = Type.Object({
  officeFullName: Type.String({ maxLength: 128, title: '机构全称' }),
  address: Type.String({ maxLength: 200, title: '机构地址' }),
  phone: Type.String({ maxLength: 32, title: '机构电话' }),
  /** The seal image (PNG with transparency) as uploaded with POST /file/upload; '' for none. */
  sealUrl: Type.String({ maxLength: 512, title: '公章图片' }),
});
export type OfficeDocSettingsBody = Static<typeof OfficeDocSettingsBody>;
export const OfficeDocSettings = Type.Object({
  ...OfficeDocSettingsBody.properties,
  /** What documents print when officeFullName is empty: the organisation's name. */
  defaultFullName: Type.String({ title: '机构名称' }),
});
export type OfficeDocSettings = Static<typeof OfficeDocSettings>;

const tag = '文书';
const DOC_READ = ['business:accept:documentEdit', 'business:accept:documentExport', 'business:certificate', 'business:archives'] as const;

export const templateApi = {
  page: endpoint({
    method: 'GET',
    path: '/template/document/page',
    access: 'template:documentConfig',
    tag,
    summary: '文书模板列表',
    query: TemplatePageQuery,
    response: Page(TemplateRow),
  }),
  get: endpoint({
    method: 'GET',
    path: '/template/document',
    access: 'template:documentConfig',
    tag,
    summary: '文书模板详情',
    query: IdQuery,
    response: TemplateDetail,
  }),
  fields: endpoint({
    method: 'GET',
    path: '/template/document/fields',
    access: 'template:documentConfig',
    tag,
    summary: '模板可绑定的字段',
    query: FieldCatalogueQuery,
    response: Type.Array(DocField),
  }),
  create: endpoint({
    method: 'POST',
    path: '/template/document',
    access: 'template:documentConfig',
    tag,
    summary: '新建文书模板（公共模板需 publicEdit）',
    body: CreateTemplateBody,
    response: TemplateDetail,
    done: '已新建',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/template/document',
    access: 'template:documentConfig',
    tag,
    summary: '保存模板草稿（公共模板需 publicEdit）',
    body: UpdateTemplateBody,
    response: TemplateDetail,
    done: '已保存',
  }),
  publish: endpoint({
    method: 'POST',
    path: '/template/document/publish',
    access: 'template:documentConfig',
    tag,
    summary: '发布模板：冻结为新版本（拒绝未知字段）',
    body: IdQuery,
    response: TemplateDetail,
    done: '已发布',
  }),
  copy: endpoint({
    method: 'POST',
    path: '/template/document/copy',
    access: 'template:documentConfig',
    tag,
    summary: '复制模板（复制公共模板需 publicCopy）',
    body: CopyTemplateBody,
    response: TemplateDetail,
    done: '已复制',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/template/document',
    access: 'template:documentConfig',
    tag,
    summary: '删除模板（公共模板需 publicDelete；有文书使用时拒绝）',
    query: IdQuery,
    response: Type.Null(),
    done: '已删除',
  }),
  uploadDocx: endpoint({
    method: 'POST',
    path: '/template/document/docx/:id',
    access: 'template:documentConfig',
    tag,
    summary: '上传 Word 模板（.docx，含 {占位符} 与 {#循环}{/循环}）',
    params: Type.Object({ id: Id('模板') }),
    upload: 'multipart',
    response: TemplateDetail,
    done: '已上传',
  }),
  settings: endpoint({
    method: 'GET',
    path: '/template/document/settings',
    access: 'template:documentConfig',
    tag,
    summary: '本处文书设置（机构全称、地址、电话、公章图片）',
    response: OfficeDocSettings,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/template/document/settings',
    access: 'template:documentConfig:officeSettings',
    tag,
    summary: '保存本处文书设置',
    body: OfficeDocSettingsBody,
    response: OfficeDocSettings,
    done: '已保存',
  }),
  preview: endpoint({
    method: 'GET',
    path: '/template/document/preview',
    access: 'template:documentConfig',
    tag,
    summary: '用示例数据预览模板（PDF）',
    query: IdQuery,
    download: true,
  }),
};

export const caseDocumentApi = {
  list: endpoint({
    method: 'GET',
    path: '/case-documents',
    access: [...DOC_READ],
    tag,
    summary: '业务的文书',
    query: CaseDocumentsQuery,
    response: Type.Array(CaseDocumentRow),
  }),
  create: endpoint({
    method: 'POST',
    path: '/case-documents',
    access: 'business:accept:documentEdit',
    tag,
    summary: '由模板生成文书草稿',
    body: CreateCaseDocumentBody,
    response: CaseDocumentRow,
    done: '已生成',
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/case-documents/refresh',
    access: 'business:accept:documentEdit',
    tag,
    summary: '从业务刷新字段值',
    body: IdQuery,
    response: CaseDocumentRow,
    done: '已从业务刷新',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/case-documents',
    access: 'business:accept:documentEdit',
    tag,
    summary: '删除文书草稿',
    query: IdQuery,
    response: Type.Null(),
    done: '已删除',
  }),
  ticket: endpoint({
    method: 'POST',
    path: '/case-documents/ticket',
    access: [...DOC_READ],
    tag,
    summary: '打开文书编辑器的一次性凭据（仅此文书，短时有效）',
    body: DocTicketBody,
    response: DocTicket,
  }),
  export: endpoint({
    method: 'GET',
    path: '/case-documents/export/:id',
    access: [...DOC_READ],
    tag,
    summary: '导出文书（PDF 或 Word；草稿带“草稿”水印，定稿为存证的 PDF）',
    params: Type.Object({ id: Id('文书') }),
    query: ExportQuery,
    download: true,
  }),
};

/** The editor page's calls: public routes whose credential is the `x-doc-token` header from `open`. */
export const docEditApi = {
  open: endpoint({
    method: 'POST',
    path: '/doc-edit/open',
    access: 'public',
    tag,
    summary: '以凭据打开文书（换取仅限此文书的编辑令牌）',
    body: Type.Object({ ticket: Type.String({ minLength: 16, maxLength: 128, title: '凭据' }) }),
    response: DocSession,
  }),
  get: endpoint({ method: 'GET', path: '/doc-edit/document', access: 'public', tag, summary: '编辑中的文书', response: CaseDocumentDetail }),
  save: endpoint({
    method: 'PUT',
    path: '/doc-edit/document',
    access: 'public',
    tag,
    summary: '保存文书（修订号不符时 409）',
    body: SaveDocumentBody,
    response: CaseDocumentDetail,
    done: '已保存',
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/doc-edit/refresh',
    access: 'public',
    tag,
    summary: '从业务刷新字段值',
    response: CaseDocumentDetail,
    done: '已从业务刷新',
  }),
  lock: endpoint({ method: 'POST', path: '/doc-edit/lock', access: 'public', tag, summary: '取得或续期编辑锁', response: DocLock }),
  unlock: endpoint({ method: 'DELETE', path: '/doc-edit/lock', access: 'public', tag, summary: '释放编辑锁', response: Type.Null() }),
  export: endpoint({
    method: 'GET',
    path: '/doc-edit/export',
    access: 'public',
    tag,
    summary: '导出编辑中的文书',
    query: ExportQuery,
    download: true,
  }),
};
