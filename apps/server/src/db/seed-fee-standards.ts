import type { FeeBracket } from '@notaria/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { feeStandards, notarizationItems } from './schema.ts';

/** The province schedule the demo office charges by (发改价格〔2021〕1081号 left notarial fees to the provinces). */
export const SHANXI_2021 = '山西省发展改革委 山西省司法厅《山西省政府管理价格的公证服务项目价格目录清单》（2021年12月15日起执行）';
const SHANXI_FROM = '2021-12-15';
const CHECK_NOTE = '分段费率为演示数据，启用前须与上述文件附表逐项核对';

/** 财产继承、赠与、遗赠: cumulative brackets on the benefit, minimum ¥200. */
export const ESTATE_BRACKETS: FeeBracket[] = [
  { upToFen: 20_000_000, rateBp: 100 },
  { upToFen: 50_000_000, rateBp: 80 },
  { upToFen: 200_000_000, rateBp: 60 },
  { upToFen: 500_000_000, rateBp: 50 },
  { upToFen: 1_000_000_000, rateBp: 40 },
  { upToFen: null, rateBp: 10 },
];
const CONTRACT_BRACKETS: FeeBracket[] = [
  { upToFen: 50_000_000, rateBp: 30 },
  { upToFen: 500_000_000, rateBp: 25 },
  { upToFen: 1_000_000_000, rateBp: 20 },
  { upToFen: null, rateBp: 10 },
];

/** Facts with legal meaning (出生、学历、学位、有无违法犯罪记录 …): ¥150 a matter. */
const PER_MATTER_150 = ['出生', '婚姻状况', '亲属关系', '无犯罪记录', '学历', '学位'];

type Standard = Omit<typeof feeStandards.$inferInsert, 'tenantId'>;

/** Seeds the office's fee standards: one per charged item, the general per-copy and translation fees; 继承 has a prior version. */
export async function seedFeeStandards(tx: Tx, tenantId: number): Promise<void> {
  const items = await tx
    .select()
    .from(notarizationItems)
    .where(and(eq(notarizationItems.tenantId, tenantId), eq(notarizationItems.level, 'ITEM')));
  const rows: Standard[] = [];
  for (const item of items) {
    const base = { feeCode: item.code, itemId: item.id, feeType: 'NOTARY_FEE', effectiveFrom: SHANXI_FROM, sourceDoc: SHANXI_2021 };
    if (PER_MATTER_150.includes(item.name)) rows.push({ ...base, name: `${item.name}公证`, mode: 'PER_ITEM', unitFen: 15_000 });
    else if (item.name === '继承' || item.name === '赠与') {
      rows.push({
        ...base,
        name: `${item.name}（按受益额）`,
        mode: 'TIERED',
        tiers: ESTATE_BRACKETS,
        minFen: 20_000,
        version: 2,
        note: CHECK_NOTE,
      });
      rows.push({
        ...base,
        name: `${item.name}（按受益额）`,
        mode: 'TIERED',
        tiers: ESTATE_BRACKETS.map((t) => ({ ...t, rateBp: Math.round(t.rateBp * 0.8) })),
        minFen: 10_000,
        version: 1,
        effectiveFrom: '2016-01-01',
        effectiveTo: '2021-12-14',
        sourceDoc: '本处原执行标准',
        note: '演示用的上一版本',
      });
    } else if (item.name === '合同' || item.name === '赋予强制执行效力')
      rows.push({ ...base, name: `${item.name}（按标的额）`, mode: 'TIERED', tiers: CONTRACT_BRACKETS, minFen: 20_000, note: CHECK_NOTE });
  }
  rows.push(
    { feeCode: 'COPY', name: '副本费', feeType: 'COPY', mode: 'PER_COPY', unitFen: 2_000, effectiveFrom: SHANXI_FROM, sourceDoc: SHANXI_2021 },
    {
      feeCode: 'TRANSLATION',
      name: '译文费（英文）',
      feeType: 'TRANSLATION',
      mode: 'PER_THOUSAND_CHARS',
      unitFen: 5_000,
      effectiveFrom: SHANXI_FROM,
      sourceDoc: '市场调节，本处对外公示价',
    },
    {
      feeCode: 'VISIT',
      name: '外出办证服务费',
      feeType: 'ONSITE',
      mode: 'MARKET',
      unitFen: 20_000,
      effectiveFrom: SHANXI_FROM,
      sourceDoc: '市场调节，与当事人协商',
    },
  );
  await tx.insert(feeStandards).values(rows.map((r) => ({ ...r, tenantId })));
}
