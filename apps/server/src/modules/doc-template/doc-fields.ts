import { PARTY_ROLES, type DocField, type DocKind, type FieldType } from '@notaria/contracts';

// The values a template may bind: the document context's paths (doc-context.ts fills them for a case).

const f = (path: string, label: string, group: string, sample: string, type: FieldType = 'text'): DocField => ({ path, label, group, type, sample });

const CASE_FIELDS: DocField[] = [
  f('case.businessNumber', '业务编号', '业务', 'SL202601050001'),
  f('case.purpose', '用途', '业务', '留学'),
  f('case.useCountry', '使用国家/地区', '业务', '美国'),
  f('case.language', '译文语种', '业务', '英文'),
  f('case.copies', '公证书份数', '业务', '2'),
  f('case.acceptedDateCn', '受理日期（中文）', '业务', '二〇二六年一月五日', 'date'),
  f('case.acceptedDate', '受理日期', '业务', '2026年1月5日', 'date'),
  f('case.itemNames', '全部公证事项', '业务', '出生、亲属关系', 'list'),
  f('fees.total', '收费合计（元）', '业务', '280.00', 'amount'),
  f('fees.totalCn', '收费合计（大写）', '业务', '贰佰捌拾元整', 'amount'),
  f('item.itemName', '公证事项', '事项', '出生'),
  f('item.categoryName', '公证类别', '事项', '涉外民事'),
  f('item.certificateNumber', '公证书编号', '事项', '（2026）江南外民证字第00123号'),
  f('notary.name', '承办公证员', '公证员与机构', '周正'),
  f('notary.certNo', '公证员执业证号', '公证员与机构', '32010120150012'),
  f('office.fullName', '公证机构全称', '公证员与机构', '江南市公证处'),
  f('office.address', '公证机构地址', '公证员与机构', '江南市中山路1号'),
  f('office.phone', '公证机构电话', '公证员与机构', '0510-12345678'),
  f('today.cn', '今天（中文）', '日期', '二〇二六年一月五日', 'date'),
  f('today.date', '今天', '日期', '2026年1月5日', 'date'),
];

/** The intake form's values (form.<key>); these are the keys of the seeded 出生 form, others are accepted too. */
const FORM_FIELDS: DocField[] = [
  f('form.birthPlace', '出生地', '申请表', '北京市东城区'),
  f('form.fatherName', '父亲姓名', '申请表', '张国强'),
  f('form.motherName', '母亲姓名', '申请表', '王秀英'),
  f('form.usage', '用途（申请表）', '申请表', '留学'),
];

/** Sample names per role, so a preview tells the people apart. */
const SAMPLE_NAMES: Record<string, string[]> = { APPLICANT: ['张三', '李四'], AGENT: ['王五'], RELATED: ['张大山', '李秀兰'], LEGAL_REP: ['赵六'] };

const PARTY_ATTRS: { attr: string; label: string; type: FieldType; sample: (i: number, role: string) => string }[] = [
  { attr: 'name', label: '姓名', type: 'text', sample: (i, role) => SAMPLE_NAMES[role]?.[i] ?? '王五' },
  { attr: 'gender', label: '性别', type: 'gender', sample: (i) => (i % 2 ? '女' : '男') },
  { attr: 'birthDateCn', label: '出生日期', type: 'date', sample: (i) => (i % 2 ? '一九九二年三月八日' : '二〇〇〇年一月一日') },
  { attr: 'idType', label: '证件类型', type: 'text', sample: () => '居民身份证' },
  { attr: 'idNumber', label: '证件号码', type: 'idNumber', sample: (i) => (i % 2 ? '11010119920308002X' : '110101200001010010') },
  { attr: 'idNumberMasked', label: '证件号码（遮蔽）', type: 'idNumber', sample: (i) => (i % 2 ? '1101**********002X' : '1101**********0010') },
  { attr: 'address', label: '住址', type: 'text', sample: () => '北京市东城区和平里街道1号' },
  { attr: 'phone', label: '电话', type: 'text', sample: () => '13800138000' },
];
export const PARTY_ATTR_KEYS = PARTY_ATTRS.map((a) => a.attr);

/** Which people of each role the catalogue lists (more are bindable by path: parties.APPLICANT.2.name). */
const LISTED: [role: keyof typeof PARTY_ROLES, count: number][] = [
  ['APPLICANT', 2],
  ['AGENT', 1],
  ['RELATED', 2],
  ['LEGAL_REP', 1],
];
const ORDINAL = ['', '二', '三', '四'];

function partyFields(): DocField[] {
  const out: DocField[] = [];
  for (const [role, count] of LISTED) {
    const title = PARTY_ROLES[role];
    out.push(f(`parties.${role}.names`, `全部${title}姓名`, '当事人', SAMPLE_NAMES[role].slice(0, count).join('、'), 'list'));
    for (let i = 0; i < count; i += 1)
      for (const a of PARTY_ATTRS) out.push(f(`parties.${role}.${i}.${a.attr}`, `${title}${ORDINAL[i]}${a.label}`, '当事人', a.sample(i, role), a.type));
  }
  return out;
}

/** Fields only some kinds of document use. */
const KIND_FIELDS: Partial<Record<DocKind, DocField[]>> = {
  DECISION: [f('decision.kindName', '决定类别', '业务', '终止公证'), f('decision.reason', '决定理由', '业务', '申请人撤回公证申请')],
  APPROVAL: [f('approval.opinion', '审批意见', '业务', '同意出证'), f('approval.approverName', '审批人', '公证员与机构', '吴刚')],
  RECEIPT: [
    f('delivery.method', '送达方式', '业务', '自取'),
    f('delivery.recipient', '签收人', '当事人', '张三'),
    f('delivery.dateCn', '送达日期', '日期', '二〇二六年一月九日', 'date'),
    f('delivery.trackingNumber', '快递单号', '业务', 'SF1234567890'),
  ],
};

const COMMON = [...CASE_FIELDS, ...partyFields(), ...FORM_FIELDS];
const ALL_FIELDS = [...COMMON, ...Object.values(KIND_FIELDS).flat()];
const KNOWN = new Set(ALL_FIELDS.map((x) => x.path));

/** The fields a template of `kind` may bind (every kind's when none is given). */
export function fieldCatalogue(kind?: DocKind): DocField[] {
  return kind ? [...COMMON, ...(KIND_FIELDS[kind] ?? [])] : ALL_FIELDS;
}

const ROLES = Object.keys(PARTY_ROLES).join('|');
const PARTY_PATH = new RegExp(`^parties\\.(${ROLES})\\.(\\d{1,2})\\.(${PARTY_ATTR_KEYS.join('|')})$`);
const PARTY_NAMES = new RegExp(`^parties\\.(${ROLES})\\.names$`);
const FORM_PATH = /^form\.[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** A path the document context can fill: a catalogue path, any party of a case's roles, or a key of the intake form. */
export function isKnownPath(path: string): boolean {
  return KNOWN.has(path) || PARTY_PATH.test(path) || PARTY_NAMES.test(path) || FORM_PATH.test(path);
}

/** Every field's sample value (path → text), for previews. */
export function sampleValues(kind?: DocKind): Record<string, string> {
  return Object.fromEntries(fieldCatalogue(kind).map((x) => [x.path, x.sample]));
}
