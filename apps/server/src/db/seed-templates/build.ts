import type { DocContent, DocKind, PageSettings } from '@notaria/contracts';
import { DEFAULT_PAGE } from '@notaria/contracts';

// Builders for the seeded templates. Text is written with {path} for a bound field ({path|label} to name it
// otherwise than LABELS does), so each template reads as the document it prints.

type Inline = Record<string, unknown>;
type Block = Record<string, unknown>;

export interface SeedTemplate {
  kind: DocKind;
  name: string;
  /** The items it is for, by name (empty: the kind's default). */
  itemNames: string[];
  remark: string;
  page: PageSettings;
  content: DocContent;
}

const LABELS: Record<string, string> = {
  'item.certificateNumber': '公证书编号',
  'item.itemName': '公证事项',
  'case.businessNumber': '业务编号',
  'case.purpose': '用途',
  'case.useCountry': '使用国家/地区',
  'case.language': '译文语种',
  'case.copies': '公证书份数',
  'case.acceptedDateCn': '受理日期',
  'case.itemNames': '公证事项',
  'fees.total': '收费合计',
  'fees.totalCn': '收费合计（大写）',
  'notary.name': '承办公证员',
  'office.fullName': '公证机构全称',
  'office.address': '公证机构地址',
  'office.phone': '公证机构电话',
  'today.cn': '日期',
  'parties.APPLICANT.names': '申请人',
};
const ROLE = { APPLICANT: '申请人', AGENT: '代理人', RELATED: '关系人', LEGAL_REP: '法定代表人' } as Record<string, string>;
const ATTR = {
  name: '姓名',
  gender: '性别',
  birthDateCn: '出生日期',
  idType: '证件类型',
  idNumber: '证件号码',
  idNumberMasked: '证件号码',
  address: '住址',
  phone: '电话',
} as Record<string, string>;

function labelOf(path: string): string {
  if (LABELS[path]) return LABELS[path];
  const party = /^parties\.(\w+)\.(\d+)\.(\w+)$/.exec(path);
  if (party) return `${ROLE[party[1]] ?? party[1]}${party[2] === '0' ? '' : Number(party[2]) + 1}${ATTR[party[3]] ?? party[3]}`;
  return path;
}

export const field = (path: string, label = labelOf(path)): Inline => ({ type: 'field', attrs: { path, label } });

/** Text with {path} and {path|label} placeholders → text and field nodes. */
export function inline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  for (let m = /\{([^{}|]+)(?:\|([^{}]+))?\}/.exec(rest); m; m = /\{([^{}|]+)(?:\|([^{}]+))?\}/.exec(rest)) {
    if (m.index > 0) out.push({ type: 'text', text: rest.slice(0, m.index) });
    out.push(field(m[1], m[2]));
    rest = rest.slice(m.index + m[0].length);
  }
  if (rest) out.push({ type: 'text', text: rest });
  return out;
}

type Align = 'left' | 'center' | 'right' | 'justify';
const block = (type: string, content: Inline[], attrs: Record<string, unknown>): Block => (content.length ? { type, attrs, content } : { type, attrs });

/** A body paragraph: justified with a two-character first-line indent. */
export const para = (text: string, align: Align = 'justify', indent = 2): Block => block('paragraph', inline(text), { textAlign: align, indent });
export const line = (text: string, align: Align = 'left'): Block => para(text, align, 0);
export const heading = (text: string, level = 1): Block => block('heading', inline(text), { level, textAlign: 'center', indent: 0 });
export const blank = (): Block => ({ type: 'paragraph', attrs: { textAlign: null, indent: 0 } });
export const anchors = (...kinds: ('seal' | 'signature' | 'qr')[]): Block => ({
  type: 'paragraph',
  attrs: { textAlign: 'right', indent: 0 },
  content: kinds.map((type) => ({ type })),
});

export const doc = (...blocks: Block[]): DocContent => ({ type: 'doc', content: blocks });

/** 三号宋体 for the 证词; 小四 (12 pt) for forms and records. */
export const CERT_PAGE: PageSettings = DEFAULT_PAGE;
export const FORM_PAGE: PageSettings = { ...DEFAULT_PAGE, marginTop: 25, marginRight: 25, marginBottom: 25, marginLeft: 25, fontSize: 12 };

/** 申请人：张三，男，二〇〇〇年一月一日出生，公民身份号码：…，现住…。 */
export const personLine = (role: string, i = 0, title = ROLE[role]) =>
  line(
    `${title}：{parties.${role}.${i}.name}，{parties.${role}.${i}.gender}，{parties.${role}.${i}.birthDateCn}出生，{parties.${role}.${i}.idType}号码：{parties.${role}.${i}.idNumber}，现住{parties.${role}.${i}.address}。`,
  );

/**
 * A 公证书 after the MoJ's 定式: title, number, the parties, the matter, the 证词, then the office, the notary's
 * signature, the seal, the date and the verification QR code.
 */
/** The close of every 公证书: the office, the notary, where signature and seal go, the date, the QR. */
export const certificateFooter = (): Block[] => [
  line('中华人民共和国{office.fullName}', 'right'),
  line('公证员　{notary.name}', 'right'),
  anchors('signature', 'seal'),
  line('{today.cn}', 'right'),
  anchors('qr'),
];

export function certificate(itemName: string, parties: Block[], words: Block[], remark: string): SeedTemplate {
  return {
    kind: 'CERTIFICATE',
    name: `${itemName}公证书`,
    itemNames: [itemName],
    remark,
    page: CERT_PAGE,
    content: doc(
      heading('公　证　书'),
      line('{item.certificateNumber}', 'right'),
      ...parties,
      line('公证事项：{item.itemName}'),
      blank(),
      ...words,
      blank(),
      ...certificateFooter(),
    ),
  };
}

/** A form or letter of the case (申请表, 通知书 …), 小四 on A4. */
export const caseDocument = (kind: DocKind, name: string, remark: string, ...blocks: Block[]): SeedTemplate => ({
  kind,
  name,
  itemNames: [],
  remark,
  page: FORM_PAGE,
  content: doc(...blocks),
});
