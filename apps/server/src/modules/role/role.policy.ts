import { ALL, allPermissions, isKnownPermission, MENU, type AuthorityNode } from '@notaria/contracts';

/**
 * A role's permissions after checking: known registry strings only, deduplicated, in registry order.
 * `*` belongs to the built-in administrator role alone (it keeps it, no other role may get it).
 * Returns a Chinese problem text instead when the list is not acceptable.
 */
export function checkPermissions(requested: string[], currentlyAll: boolean): { permissions: string[] } | { problem: string } {
  if (currentlyAll) return requested.length === 1 && requested[0] === ALL ? { permissions: [ALL] } : { problem: '内置管理员角色拥有全部权限，不能修改其权限' };
  const unknown = requested.filter((p) => p === ALL || !isKnownPermission(p));
  if (unknown.includes(ALL)) return { problem: '全部权限（*）仅属于内置管理员角色' };
  if (unknown.length) return { problem: `未知的权限：${unknown.slice(0, 3).join('、')}` };
  const order = ['', ...MENU.map((s) => s.key), ...allPermissions()];
  const rank = (p: string) => (order.indexOf(p) === -1 ? order.length : order.indexOf(p));
  return { permissions: [...new Set(requested)].sort((a, b) => rank(a) - rank(b)) };
}

/** Sections → pages → functions, from the one registry; each key is the permission string it grants. */
export function authorityTree(): AuthorityNode[] {
  return MENU.map((s) => ({
    key: s.key,
    title: s.title,
    children: s.pages.map((p) => ({
      key: `${s.key}:${p.key}`,
      title: p.title,
      children: p.functions.map((f) => ({ key: `${s.key}:${p.key}:${f.key}`, title: f.title, children: [] })),
    })),
  }));
}
