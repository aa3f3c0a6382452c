import { count, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { SUPER_ADMIN_ID, ALL, PLATFORM_TENANT_ID } from '@notaria/contracts';
import { hashPassword } from '../lib/password.ts';
import type { Database, Tx } from './client.ts';
import { asSystem } from './scope.ts';
import { departments, dictEntries, numberRules, roles, tenants, userRoles, users } from './schema.ts';
import { DEMO_DEPARTMENTS, DEMO_FLOWS, DEMO_ROLES, DEMO_TENANT, DEMO_USERS, PLATFORM_TENANT } from './seed-data.ts';
import { seedFlows, seedOfficeDefaults } from './seed-office.ts';
import { seedCatalogue } from './seed-items.ts';
import { seedFeeStandards } from './seed-fee-standards.ts';
import { seedIntakeForm } from './seed-forms.ts';
import { seedTemplates } from './seed-templates.ts';

/**
 * On an empty database: the platform tenant with the super administrator (user id 1), and a demo
 * notary office with its roles, departments and one user per role. Otherwise only gives the platform
 * tenant the office defaults if it has none (databases seeded before it got them).
 */
export async function seedIfEmpty(db: Database, config: Config): Promise<boolean> {
  const [{ n }] = await asSystem(db, (tx) => tx.select({ n: count() }).from(tenants));
  if (n > 0) {
    await platformDefaultsIfMissing(db);
    return false;
  }
  const adminHash = await hashPassword(config.adminPassword);
  const demoHash = await hashPassword(config.demoPassword);
  await asSystem(db, async (tx) => {
    const [platform] = await tx.insert(tenants).values(PLATFORM_TENANT).returning();
    const [superRole] = await tx
      .insert(roles)
      .values({ tenantId: platform.id, name: '超级管理员', code: 'superAdmin', description: '平台超级管理员', permissions: [ALL], builtin: true })
      .returning();
    await tx.insert(users).values({ id: SUPER_ADMIN_ID, tenantId: platform.id, account: 'admin', name: '平台管理员', passwordHash: adminHash });
    await tx.execute(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
    await tx.insert(userRoles).values({ tenantId: platform.id, userId: SUPER_ADMIN_ID, roleId: superRole.id });
    // The super administrator works in the platform tenant until choosing an office, on the same pages: its
    // dictionaries (fee types, countries, languages …) and numbering rules must exist there too.
    await seedOfficeDefaults(tx, platform.id, platform.alias);
    await seedOffice(tx, demoHash);
    await seedTemplates(tx, platform.id, SUPER_ADMIN_ID);
  });
  return true;
}

async function seedOffice(tx: Tx, passwordHash: string) {
  const [office] = await tx.insert(tenants).values(DEMO_TENANT).returning();
  const deptRows = await tx
    .insert(departments)
    .values(DEMO_DEPARTMENTS.map((name, i) => ({ tenantId: office.id, name, sort: i })))
    .returning();
  const roleRows = await tx
    .insert(roles)
    .values(DEMO_ROLES.map((r) => ({ ...r, tenantId: office.id, builtin: true })))
    .returning();
  for (const u of DEMO_USERS) {
    const [row] = await tx
      .insert(users)
      .values({
        tenantId: office.id,
        account: u.account,
        name: u.name,
        phone: u.phone,
        passwordHash,
        notaryCertNo: u.notaryCertNo ?? '',
        deptId: deptRows.find((d) => d.name === u.dept)!.id,
      })
      .returning();
    await tx.insert(userRoles).values(u.roles.map((code) => ({ tenantId: office.id, userId: row.id, roleId: roleRows.find((r) => r.code === code)!.id })));
    if (u.headOf)
      await tx
        .update(departments)
        .set({ headUserId: row.id })
        .where(eq(departments.id, deptRows.find((d) => d.name === u.headOf)!.id));
  }
  await seedOfficeDefaults(tx, office.id, office.alias);
  await seedFlows(tx, office.id, DEMO_FLOWS, new Map(roleRows.map((r) => [r.code, r.id])));
  await seedCatalogue(tx, office.id, office.alias);
  await seedFeeStandards(tx, office.id);
  await seedIntakeForm(tx, office.id);
}

/** The platform tenant (the super administrator's) without any dictionary or numbering rule gets the defaults. */
async function platformDefaultsIfMissing(db: Database) {
  await asSystem(db, async (tx) => {
    const [platform] = await tx.select().from(tenants).where(eq(tenants.id, PLATFORM_TENANT_ID));
    if (!platform) return;
    const [{ dicts }] = await tx.select({ dicts: count() }).from(dictEntries).where(eq(dictEntries.tenantId, platform.id));
    const [{ rules }] = await tx.select({ rules: count() }).from(numberRules).where(eq(numberRules.tenantId, platform.id));
    if (dicts === 0 && rules === 0) await seedOfficeDefaults(tx, platform.id, platform.alias);
    await seedTemplates(tx, platform.id, SUPER_ADMIN_ID);
  });
}
