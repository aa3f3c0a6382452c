import { isKnownPermission } from '@notaria/contracts';

/**
 * What a route needs, declared in its `config.access`:
 *  'public'      no session (captcha, login, health)
 *  'login'       any signed-in user (own profile, logout)
 *  'superAdmin'  user id 1 only
 *  a permission string from the registry, e.g. 'system:account:create'
 *  a non-empty list of such permissions: any one of them grants the route (a call several pages make,
 *  e.g. reading a case on 受理, 审批, 出证 and 归档)
 * A permission should be the narrowest one the calling pages need: the function behind the button, or
 * the page key for what the page shows. Who may read what is written out in docs/permissions.md.
 */
export type Access = 'public' | 'login' | 'superAdmin' | (string & {}) | readonly string[];

export function assertAccessDeclared(url: string, access: Access | undefined): void {
  if (access === undefined) throw new Error(`route ${url} declares no config.access`);
  if (access === 'public' || access === 'login' || access === 'superAdmin') return;
  const perms: readonly string[] = typeof access === 'string' ? [access] : access;
  if (perms.length === 0) throw new Error(`route ${url} declares an empty permission list`);
  for (const p of perms) {
    if (typeof p !== 'string' || !isKnownPermission(p) || p === '*') throw new Error(`route ${url} declares unknown permission "${String(p)}"`);
    // Any permission of a section would satisfy it: name the page (or the pages) instead.
    if (!p.includes(':')) throw new Error(`route ${url} declares a whole section "${p}"; name the pages that call it`);
  }
}

/** The permissions of a permission access, one or several (any of them grants). */
export const requiredPermissions = (access: string | readonly string[]): readonly string[] => (typeof access === 'string' ? [access] : access);
