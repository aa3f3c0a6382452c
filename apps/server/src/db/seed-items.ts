import type { FeeStandard, RequiredMaterial } from '@notaria/contracts';
import type { Tx } from './client.ts';
import { notarizationItems, numberRules } from './schema.ts';

const fixed = (yuan: number): FeeStandard => ({ mode: 'FIXED', amountFen: yuan * 100 });
/** Amount-based fees after the usual provincial schedule: the part in each band at its rate (万分之一). */
const contractFee: FeeStandard = {
  mode: 'TIERED',
  minimumFen: 20_000,
  tiers: [
    { upToFen: 50_000_000, rateBp: 30 },
    { upToFen: 500_000_000, rateBp: 25 },
    { upToFen: 1_000_000_000, rateBp: 20 },
    { upToFen: null, rateBp: 10 },
  ],
};
const estateFee: FeeStandard = {
  mode: 'TIERED',
  minimumFen: 20_000,
  tiers: [
    { upToFen: 20_000_000, rateBp: 100 },
    { upToFen: 50_000_000, rateBp: 80 },
    { upToFen: 500_000_000, rateBp: 60 },
    { upToFen: null, rateBp: 50 },
  ],
};

const m = (name: string, required = true, note = ''): RequiredMaterial => ({ name, required, note });
const ID = m('申请人身份证件');
const HUKOU = m('户口簿');
const PHOTO = m('近期二寸免冠照片', false, '涉外使用时需要');

interface SeedItem {
  name: string;
  fee: FeeStandard;
  materials: RequiredMaterial[];
  appearance?: boolean;
}
interface SeedGroup {
  name: string;
  items: SeedItem[];
}
interface SeedCategory {
  name: string;
  code: string;
  certificateCode: string;
  ruleCode: string;
  groups: SeedGroup[];
}

const civilStatus = (foreign: boolean): SeedGroup => ({
  name: '身份与资格',
  items: [
    { name: '出生', fee: fixed(80), materials: [ID, HUKOU, m('出生医学证明'), ...(foreign ? [PHOTO] : [])] },
    { name: '婚姻状况', fee: fixed(80), materials: [ID, HUKOU, m('结婚证、离婚证或民政部门婚姻登记记录证明', false)], appearance: true },
    { name: '亲属关系', fee: fixed(100), materials: [ID, HUKOU, m('证明亲属关系的材料（档案、派出所证明等）')] },
    { name: '无犯罪记录', fee: fixed(80), materials: [ID, m('公安机关出具的无犯罪记录证明'), ...(foreign ? [PHOTO] : [])] },
    ...(foreign
      ? [
          { name: '学历', fee: fixed(80), materials: [ID, m('毕业证书原件')] },
          { name: '学位', fee: fixed(80), materials: [ID, m('学位证书原件')] },
        ]
      : []),
  ],
});
const documents = (foreign: boolean): SeedGroup => ({
  name: '法律行为与文书',
  items: [
    { name: '委托', fee: fixed(200), materials: [ID, m('委托书草稿', false), m('涉及财产的权属证明', false)], appearance: true },
    { name: '声明', fee: fixed(200), materials: [ID, m('声明书草稿', false)], appearance: true },
    { name: '复印件与原件相符', fee: fixed(50), materials: [ID, m('原件及复印件')] },
    ...(foreign ? [{ name: '译文与原文相符', fee: fixed(100), materials: [m('原文'), m('译文')] }] : []),
  ],
});

/** The demo office's catalogue: five categories, their item groups and items. */
export const DEMO_CATALOGUE: SeedCategory[] = [
  {
    name: '国内民事',
    code: 'GNMS',
    certificateCode: '内民证',
    ruleCode: 'certDomesticCivil',
    groups: [
      civilStatus(false),
      documents(false),
      {
        name: '继承与遗嘱',
        items: [
          { name: '继承', fee: estateFee, materials: [ID, HUKOU, m('被继承人死亡证明'), m('亲属关系证明'), m('遗产权属证明')], appearance: true },
          { name: '遗嘱', fee: fixed(400), materials: [ID, m('遗嘱涉及财产的权属证明')], appearance: true },
          { name: '赠与', fee: estateFee, materials: [ID, m('赠与财产的权属证明'), m('赠与合同或声明草稿', false)], appearance: true },
        ],
      },
      { name: '证据保全', items: [{ name: '保全证据', fee: fixed(1000), materials: [ID, m('需保全证据的说明')] }] },
    ],
  },
  {
    name: '国内经济',
    code: 'GNJJ',
    certificateCode: '内经证',
    ruleCode: 'certDomesticEcon',
    groups: [
      {
        name: '合同与债权文书',
        items: [
          { name: '合同', fee: contractFee, materials: [m('营业执照或身份证件'), m('合同文本'), m('授权委托书', false)], appearance: true },
          { name: '赋予强制执行效力', fee: contractFee, materials: [m('营业执照或身份证件'), m('债权文书'), m('担保材料', false)], appearance: true },
        ],
      },
      {
        name: '商事文书',
        items: [
          { name: '签名印鉴属实', fee: fixed(200), materials: [m('营业执照'), m('法定代表人身份证明')], appearance: true },
          { name: '复印件与原件相符', fee: fixed(50), materials: [m('营业执照'), m('原件及复印件')] },
        ],
      },
    ],
  },
  { name: '涉外民事', code: 'SWMS', certificateCode: '外民证', ruleCode: 'certForeignCivil', groups: [civilStatus(true), documents(true)] },
  {
    name: '涉外经济',
    code: 'SWJJ',
    certificateCode: '外经证',
    ruleCode: 'certForeignEcon',
    groups: [
      {
        name: '商务文书',
        items: [
          { name: '营业执照', fee: fixed(100), materials: [m('营业执照原件'), m('法定代表人身份证明')] },
          { name: '签名印鉴属实', fee: fixed(200), materials: [m('营业执照'), m('法定代表人身份证明')], appearance: true },
          { name: '合同', fee: contractFee, materials: [m('营业执照'), m('合同文本')], appearance: true },
          { name: '译文与原文相符', fee: fixed(100), materials: [m('原文'), m('译文')] },
        ],
      },
    ],
  },
  {
    name: '涉港澳台',
    code: 'SGAT',
    certificateCode: '港澳台证',
    ruleCode: 'certHkMoTw',
    groups: [
      { name: '身份关系', items: civilStatus(false).items },
      { name: '文书', items: documents(false).items.filter((i) => i.name !== '复印件与原件相符') },
    ],
  },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** The catalogue and one certificate numbering rule per category, e.g. （2026）京长安内民证字第00123号. */
export async function seedCatalogue(tx: Tx, tenantId: number, officeAbbr: string, catalogue = DEMO_CATALOGUE): Promise<void> {
  for (const [ci, c] of catalogue.entries()) {
    const [rule] = await tx
      .insert(numberRules)
      .values({
        tenantId,
        code: c.ruleCode,
        name: `${c.name}公证书编号`,
        pattern: '（{year}）{office}{category}字第{seq:5}号',
        resetCycle: 'YEARLY',
        officeAbbr,
        description: `${c.name}类公证书，类别代码${c.certificateCode}`,
      })
      .returning();
    const [cat] = await tx
      .insert(notarizationItems)
      .values({ tenantId, parentId: null, level: 'CATEGORY', name: c.name, code: c.code, sort: ci, certificateCode: c.certificateCode, numberRuleId: rule.id })
      .returning();
    for (const [gi, g] of c.groups.entries()) {
      const [group] = await tx
        .insert(notarizationItems)
        .values({ tenantId, parentId: cat.id, level: 'PARENT', name: g.name, code: `${c.code}${pad(gi + 1)}`, sort: gi })
        .returning();
      await tx.insert(notarizationItems).values(
        g.items.map((it, ii) => ({
          tenantId,
          parentId: group.id,
          level: 'ITEM',
          name: it.name,
          code: `${c.code}${pad(gi + 1)}${pad(ii + 1)}`,
          sort: ii,
          personalAppearance: it.appearance ?? false,
          approvalRequired: true,
          fee: it.fee,
          materials: it.materials,
        })),
      );
    }
  }
}
