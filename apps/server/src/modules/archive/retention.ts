import type { ArchiveRetentionRule, ArchiveRetentionRuleBody } from '@notaria/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { archiveRetentionRules } from './archive.table.ts';

/** With no rule for the category and no default rule: kept permanently (never destroyable) until the office decides. */
const FALLBACK = { id: 0, category: '', categoryName: '', retention: 'PERMANENT' as const, years: null, source: '未配置保管期限规则，按永久保管' };

/** The rule for a category, else the office's default rule, else permanent. */
export async function retentionRuleFor(tx: Tx, tenantId: number, category: string): Promise<ArchiveRetentionRule> {
  const rows = await tx.select().from(archiveRetentionRules).where(eq(archiveRetentionRules.tenantId, tenantId));
  const r = rows.find((x) => x.category === category) ?? rows.find((x) => x.category === '');
  return r ? toRule(r) : FALLBACK;
}

/**
 * The last day of retention: the period counts from the end of the year the volume was filed in (the archive
 * practice of counting whole years from the following 1 January). Null for 永久.
 */
export function retentionUntilOf(year: number, years: number | null): string | null {
  return years === null ? null : `${year + years}-12-31`;
}

const toRule = (r: typeof archiveRetentionRules.$inferSelect): ArchiveRetentionRule => ({
  id: r.id,
  category: r.category,
  categoryName: r.categoryName,
  retention: r.retention,
  years: r.years,
  source: r.source,
});

export const listRetentionRules = (db: Database, actor: Actor) =>
  inTenant(db, actor.tenantId, async (tx) =>
    (await tx.select().from(archiveRetentionRules).where(eq(archiveRetentionRules.tenantId, actor.tenantId)).orderBy(asc(archiveRetentionRules.category))).map(
      toRule,
    ),
  );

/** Sets a category's period (new volumes only: a received volume keeps the period it was filed with). */
export const saveRetentionRule = (db: Database, actor: Actor, body: ArchiveRetentionRuleBody) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const permanent = body.retention === 'PERMANENT';
    if (permanent && body.years !== undefined) throw invalid('永久保管不填写年限');
    if (!permanent && body.years === undefined) throw invalid('长期、短期须填写保管年限');
    const values = {
      category: body.category.trim(),
      categoryName: body.categoryName.trim(),
      retention: body.retention,
      years: permanent ? null : body.years!,
      source: body.source.trim(),
    };
    const [before] = await tx
      .select()
      .from(archiveRetentionRules)
      .where(and(eq(archiveRetentionRules.tenantId, actor.tenantId), eq(archiveRetentionRules.category, values.category)));
    const [row] = before
      ? await tx
          .update(archiveRetentionRules)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(archiveRetentionRules.id, before.id))
          .returning()
      : await tx
          .insert(archiveRetentionRules)
          .values({ ...values, tenantId: actor.tenantId })
          .returning();
    await audit(tx, actor, {
      module: '档案管理',
      action: 'retention',
      targetId: row.id,
      diff: [{ field: 'retention', before: before ? `${before.retention}/${before.years ?? ''}` : null, after: `${row.retention}/${row.years ?? ''}` }],
      message: `保管期限规则：${row.categoryName || '默认'} → ${row.retention}${row.years ? ` ${row.years}年` : ''}`,
    });
    return toRule(row);
  });
