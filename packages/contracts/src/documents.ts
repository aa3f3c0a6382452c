import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './envelope.ts';
import { Id, StringEnum } from './ids.ts';

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
  'OA_LETTER',
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
  OA_LETTER: '介绍信',
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
