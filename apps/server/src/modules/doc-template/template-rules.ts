import { hasPermission, type TemplateScope } from '@notaria/contracts';
import { boundFields, type DocJson } from '@notaria/documents';
import { AppError, forbidden, invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { isKnownPath } from './doc-fields.ts';

// Who may do what to a template, and what a template's content must be. Pure functions: the service applies them.

const PUBLIC_EDIT = 'template:documentConfig:publicEdit';
const PUBLIC_COPY = 'template:documentConfig:publicCopy';
const PUBLIC_DELETE = 'template:documentConfig:publicDelete';

interface Owned {
  scope: string;
  tenantId: number;
  ownerId: number | null;
}

/** The template is the reader's own to change: the office's, or the reader's personal one. */
const ownsRow = (actor: Actor, t: Owned) => t.scope !== 'PUBLIC' && t.tenantId === actor.tenantId && (t.scope === 'OFFICE' || t.ownerId === actor.userId);

export function abilitiesOf(actor: Actor, t: Owned, used: boolean) {
  const held = actor.permissions;
  if (t.scope === 'PUBLIC') {
    const edit = hasPermission(held, PUBLIC_EDIT);
    return { edit, publish: edit, copy: hasPermission(held, PUBLIC_COPY), remove: hasPermission(held, PUBLIC_DELETE) && !used };
  }
  const own = ownsRow(actor, t);
  return { edit: own, publish: own, copy: true, remove: own && !used };
}

/** Creating in a scope: PUBLIC needs publicEdit. */
export function assertMayCreate(actor: Actor, scope: TemplateScope) {
  if (scope === 'PUBLIC' && !hasPermission(actor.permissions, PUBLIC_EDIT)) throw forbidden('没有编辑公共模板的权限（publicEdit）');
}

export function assertMayEdit(actor: Actor, t: Owned) {
  if (t.scope === 'PUBLIC') {
    if (!hasPermission(actor.permissions, PUBLIC_EDIT)) throw forbidden('没有编辑公共模板的权限（publicEdit）');
    return;
  }
  if (!ownsRow(actor, t)) throw forbidden('只能修改本处模板或自己的个人模板');
}

export function assertMayCopy(actor: Actor, t: Owned) {
  if (t.scope === 'PUBLIC' && !hasPermission(actor.permissions, PUBLIC_COPY)) throw forbidden('没有复制公共模板的权限（publicCopy）');
}

export function assertMayDelete(actor: Actor, t: Owned) {
  if (t.scope === 'PUBLIC') {
    if (!hasPermission(actor.permissions, PUBLIC_DELETE)) throw forbidden('没有删除公共模板的权限（publicDelete）');
    return;
  }
  if (!ownsRow(actor, t)) throw forbidden('只能删除本处模板或自己的个人模板');
}

/** A stored draft is at most this large (as JSON). */
const MAX_CONTENT_BYTES = 512 * 1024;

export function checkContent(content: DocJson) {
  if (Buffer.byteLength(JSON.stringify(content)) > MAX_CONTENT_BYTES) throw invalid('模板内容过大（不超过 512 KB）');
  for (const f of boundFields(content)) if (typeof f.path !== 'string' || !f.path) throw invalid('模板中有未指定路径的字段');
}

/** The bound paths of a draft, refusing unknown ones with their names. */
export function publishableFields(paths: string[], labelOf: (path: string) => string): string[] {
  const unique = [...new Set(paths)];
  const unknown = unique.filter((p) => !isKnownPath(p));
  if (unknown.length) throw invalid(`模板含未知字段，不能发布：${unknown.map((p) => `${labelOf(p)}（${p}）`).join('、')}`);
  return unique;
}

export const conflict = () => new AppError('CONFLICT', '模板已被他人修改，请刷新后再保存');
export const EMPTY_DOC: DocJson = { type: 'doc', content: [{ type: 'paragraph' }] };
