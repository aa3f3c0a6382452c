import { isKnownPermission, type Access } from '@notaria/contracts';

/** What a route needs is declared in its `config.access`, taken from its contract (see `Access`). */
export type { Access };

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
