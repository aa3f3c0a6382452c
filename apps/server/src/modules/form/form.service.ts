import { createFormSchema, loadFormSchema, validateForm, type FormData, type FormSchema } from '@notaria/form-core';
import type {
  CreateFormBody,
  FormDetail,
  FormPageQuery,
  FormRow,
  FormValidationAnswer,
  FormVersionDetail,
  FormVersionQuery,
  PageResult,
  PublishFormBody,
  SaveFormBody,
  ValidateFormDataBody,
} from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/sql-helpers.ts';
import type { UsageCheck } from '../../lib/usage-check.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as repo from './form.repo.ts';

const M = 'form';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toRow = (f: repo.FormRecord): FormRow => ({
  id: f.id,
  name: f.name,
  code: f.code,
  description: f.description,
  status: f.status,
  publishedVersion: f.publishedVersion,
  latestVersion: f.latestVersion,
  createdAt: f.createdAt.toISOString(),
  updatedAt: f.updatedAt.toISOString(),
});

/** The schema in our format, or a 400 naming the first problems the loader found. */
export function checkedSchema(input: unknown): FormSchema {
  const result = loadFormSchema(input);
  const errors = result.issues.filter((i) => i.level === 'error');
  if (!result.ok || errors.length) {
    const first = errors.slice(0, 3).map((i) => (i.path ? `${i.path}：${i.message}` : i.message));
    throw invalid(`表单定义有误：${first.join('；')}${errors.length > 3 ? `（共 ${errors.length} 处）` : ''}`);
  }
  return result.schema;
}

async function loadForm(tx: Tx, tenantId: number, id: number, lock = false) {
  const f = await repo.findForm(tx, tenantId, id, lock);
  if (!f) throw notFound('表单');
  return f;
}

async function detail(tx: Tx, tenantId: number, f: repo.FormRecord): Promise<FormDetail> {
  const latest = await repo.findVersion(tx, tenantId, f.id, f.latestVersion);
  const versions = await repo.versionsOf(tx, tenantId, f.id);
  return {
    ...toRow(f),
    schema: latest?.schema ?? {},
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString(), publishedAt: iso(v.publishedAt) })),
  };
}

export const pageForms = (db: Database, actor: Actor, q: FormPageQuery): Promise<PageResult<FormRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await repo.pageForms(tx, actor.tenantId, q);
    return { total: page.total, list: page.list.map(toRow) };
  });

export const getForm = (db: Database, actor: Actor, id: number) =>
  inTenant(db, actor.tenantId, async (tx) => detail(tx, actor.tenantId, await loadForm(tx, actor.tenantId, id)));

export const getVersion = (db: Database, actor: Actor, q: FormVersionQuery): Promise<FormVersionDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    await loadForm(tx, actor.tenantId, q.id);
    const v = await repo.findVersion(tx, actor.tenantId, q.id, q.version);
    if (!v) throw notFound(`表单版本 ${q.version} `);
    const [named] = (await repo.versionsOf(tx, actor.tenantId, q.id)).filter((x) => x.version === q.version);
    return {
      formId: q.id,
      version: v.version,
      published: v.published,
      createdBy: v.createdBy,
      createdByName: named?.createdByName ?? '',
      createdAt: v.createdAt.toISOString(),
      publishedAt: iso(v.publishedAt),
      schema: v.schema,
    };
  });

const codeTaken = (err: unknown) => (isUniqueViolation(err) ? new AppError('CONFLICT', '表单编码已存在，请换一个') : err);

export const createForm = (db: Database, actor: Actor, input: CreateFormBody): Promise<FormDetail> => {
  const schema = input.schema ? checkedSchema(input.schema) : createFormSchema();
  return inTenant(db, actor.tenantId, async (tx) => {
    const f = await repo.insertForm(tx, {
      tenantId: actor.tenantId,
      name: input.name.trim(),
      code: input.code,
      description: input.description?.trim() ?? '',
      createdBy: actor.userId,
    });
    await repo.insertVersion(tx, {
      tenantId: actor.tenantId,
      formId: f.id,
      version: 1,
      schema: schema as unknown as Record<string, unknown>,
      createdBy: actor.userId,
    });
    await audit(tx, actor, { module: M, action: 'create', targetId: f.id, after: { name: f.name, code: f.code, description: f.description, version: 1 } });
    return detail(tx, actor.tenantId, f);
  }).catch((err) => Promise.reject(codeTaken(err)));
};

/** A new draft version (versions are immutable); the row lock keeps version numbers consecutive. */
export const saveForm = (db: Database, actor: Actor, input: SaveFormBody): Promise<FormDetail> => {
  const schema = checkedSchema(input.schema);
  return inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadForm(tx, actor.tenantId, input.id, true);
    const version = before.latestVersion + 1;
    await repo.insertVersion(tx, {
      tenantId: actor.tenantId,
      formId: before.id,
      version,
      schema: schema as unknown as Record<string, unknown>,
      createdBy: actor.userId,
    });
    const after = await repo.updateForm(tx, actor.tenantId, before.id, {
      latestVersion: version,
      name: input.name?.trim() ?? before.name,
      description: input.description?.trim() ?? before.description,
    });
    await audit(tx, actor, {
      module: M,
      action: 'update',
      targetId: before.id,
      before: { name: before.name, description: before.description, latestVersion: before.latestVersion },
      after: { name: after.name, description: after.description, latestVersion: version },
    });
    return detail(tx, actor.tenantId, after);
  });
};

export const publishForm = (db: Database, actor: Actor, input: PublishFormBody): Promise<FormDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadForm(tx, actor.tenantId, input.id, true);
    const v = await repo.findVersion(tx, actor.tenantId, input.id, input.version);
    if (!v) throw notFound(`表单版本 ${input.version} `);
    if (before.publishedVersion === v.version) throw new AppError('CONFLICT', `版本 ${v.version} 已是发布版本`);
    await repo.markPublished(tx, actor.tenantId, v.id, actor.userId);
    const after = await repo.updateForm(tx, actor.tenantId, before.id, { publishedVersion: v.version, status: 'PUBLISHED' });
    await audit(tx, actor, {
      module: M,
      action: 'publish',
      targetId: before.id,
      diff: [
        { field: 'publishedVersion', before: before.publishedVersion, after: v.version },
        { field: 'status', before: before.status, after: 'PUBLISHED' },
      ],
    });
    return detail(tx, actor.tenantId, after);
  });

/** Deletes a form unless one of `usedByChecks` (e.g. business configuration) still uses it. */
export const deleteForm = (db: Database, actor: Actor, id: number, usedByChecks: UsageCheck[]) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = await loadForm(tx, actor.tenantId, id, true);
    for (const check of usedByChecks) {
      const usedBy = await check(tx, actor.tenantId, id);
      if (usedBy) throw new AppError('CONFLICT', `表单正被${usedBy}使用，不能删除`);
    }
    await repo.deleteForm(tx, actor.tenantId, id);
    await audit(tx, actor, {
      module: M,
      action: 'delete',
      targetId: id,
      before: { name: before.name, code: before.code, latestVersion: before.latestVersion, publishedVersion: before.publishedVersion },
    });
  });

/** The published schema of a form (what data is validated against), or a 409 when there is none. */
export async function publishedSchema(tx: Tx, tenantId: number, formId: number): Promise<{ version: number; schema: FormSchema; name: string }> {
  const f = await loadForm(tx, tenantId, formId);
  if (f.publishedVersion === null) throw new AppError('CONFLICT', `表单“${f.name}”尚未发布`);
  const v = await repo.findVersion(tx, tenantId, formId, f.publishedVersion);
  return { version: f.publishedVersion, schema: v!.schema as unknown as FormSchema, name: f.name };
}

/** Validates data against the form's published version with form-core, in the caller's transaction. */
export async function validateFormData(
  tx: Tx,
  tenantId: number,
  formId: number,
  data: Record<string, unknown>,
): Promise<FormValidationAnswer & { data: FormData }> {
  const { version, schema } = await publishedSchema(tx, tenantId, formId);
  const result = validateForm(schema, data as FormData);
  return { valid: result.valid, version, errors: result.errors, data: result.data };
}

export const validateCall = (db: Database, actor: Actor, input: ValidateFormDataBody): Promise<FormValidationAnswer> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const { valid, version, errors } = await validateFormData(tx, actor.tenantId, input.id, input.data);
    return { valid, version, errors };
  });
