import { createHash } from 'node:crypto';
import { canonicalJson } from '@notaria/contracts';
import { boundFields } from '@notaria/documents';
import { and, eq } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { docTemplateVersions, docTemplates } from './schema.ts';
import type { SeedTemplate } from './seed-templates/build.ts';
import { CASE_DOCUMENTS } from './seed-templates/case-documents.ts';
import { CERTIFICATES } from './seed-templates/certificates.ts';
import { INTRO_LETTER_TEMPLATE } from './seed-templates/intro-letter.ts';

/** The public templates every office starts from: a 公证书 per seeded item, and one template per other kind. */
export const PUBLIC_TEMPLATES: SeedTemplate[] = [...CERTIFICATES, ...CASE_DOCUMENTS, INTRO_LETTER_TEMPLATE];

/**
 * Adds the public templates the platform does not have yet (by kind and name), each published as version 1.
 * Idempotent: run again, it adds nothing (nor brings back one an administrator deleted). `publishedBy` is the platform's administrator.
 */
export async function seedTemplates(tx: Tx, platformTenantId: number, publishedBy: number): Promise<number> {
  let added = 0;
  for (const t of PUBLIC_TEMPLATES) {
    const [existing] = await tx
      .select({ id: docTemplates.id })
      .from(docTemplates)
      .where(and(eq(docTemplates.scope, 'PUBLIC'), eq(docTemplates.kind, t.kind), eq(docTemplates.name, t.name)));
    if (existing) continue;
    const [row] = await tx
      .insert(docTemplates)
      .values({
        tenantId: platformTenantId,
        scope: 'PUBLIC',
        ownerId: publishedBy,
        kind: t.kind,
        name: t.name,
        engine: 'TIPTAP',
        itemIds: [],
        itemNames: t.itemNames,
        remark: t.remark,
        page: t.page,
        content: t.content,
        publishedVersion: 1,
        createdBy: publishedBy,
        updatedBy: publishedBy,
      })
      .returning();
    await tx.insert(docTemplateVersions).values({
      tenantId: platformTenantId,
      templateId: row.id,
      version: 1,
      page: t.page,
      content: t.content,
      fields: [...new Set(boundFields(t.content).map((f) => f.path))],
      sha256: createHash('sha256').update(canonicalJson(t.content)).digest('hex'),
      publishedBy,
    });
    added += 1;
  }
  return added;
}
