import type { Tx } from './client.ts';
import { archiveRetentionRules, dictEntries, flowSteps, flows, numberRules } from './schema.ts';
import { DEFAULT_NUMBER_RULES, DEFAULT_RETENTION_RULES, type SeedFlow } from './seed-data.ts';
import { DEFAULT_DICTIONARIES } from './seed-dictionaries.ts';

/** What every office starts with: the standard dictionaries, numbering rules and archive retention rules. */
export async function seedOfficeDefaults(tx: Tx, tenantId: number, officeAbbr: string): Promise<void> {
  await tx
    .insert(dictEntries)
    .values(
      DEFAULT_DICTIONARIES.flatMap((d, i) => [
        { tenantId, key: d.key, parentKey: null, name: d.name, value: d.key, sort: i },
        ...d.items.map(([name, value], j) => ({ tenantId, key: `${d.key}.${value}`, parentKey: d.key, name, value, sort: j })),
      ]),
    );
  await tx.insert(numberRules).values(DEFAULT_NUMBER_RULES.map((r) => ({ ...r, tenantId, officeAbbr })));
  // An office re-seeded for lost dictionaries and numbering rules may still have its retention rules.
  await tx
    .insert(archiveRetentionRules)
    .values(DEFAULT_RETENTION_RULES.map((r) => ({ ...r, tenantId })))
    .onConflictDoNothing();
}

/** Approval flows whose steps name roles by code (or DEPT_HEAD). */
export async function seedFlows(tx: Tx, tenantId: number, list: SeedFlow[], roleIdByCode: Map<string, number>): Promise<void> {
  for (const f of list) {
    const [flow] = await tx.insert(flows).values({ tenantId, code: f.code, name: f.name, category: f.category, description: f.description }).returning();
    await tx.insert(flowSteps).values(
      f.steps.map((s, i) => ({
        tenantId,
        flowId: flow.id,
        sort: i + 1,
        name: s.name,
        approverType: s.approver === 'DEPT_HEAD' ? 'DEPT_HEAD' : 'ROLE',
        approverRoleId: s.approver === 'DEPT_HEAD' ? null : roleIdByCode.get(s.approver)!,
      })),
    );
  }
}
