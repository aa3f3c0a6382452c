import type { AuthorityNode } from '@notaria/contracts';

/**
 * The role's grants as the tree shows them. A role holds page keys and function keys; a section
 * key alone grants nothing, so sections are never held. The checkboxes are tri-state:
 * - a function is checked when held;
 * - a page is checked when held with all its functions, half-checked when held with only some of
 *   them or none ("page only": the page shows without its buttons);
 * - a section is checked when all its pages are checked, half-checked when any is (half-)checked.
 * Saving sends the held keys: the checked pages and functions plus the half-checked pages (the
 * server accepts a page key alone; a function key also shows its page). Sections are not sent.
 */
export interface CheckState {
  checked: string[];
  halfChecked: string[];
}

const isSection = (key: string) => !key.includes(':');
const pageOf = (key: string) => key.split(':').slice(0, 2).join(':');

/** A role's stored permissions as held keys: known page and function keys, each function's page added. */
export function heldFromPermissions(tree: readonly AuthorityNode[], permissions: readonly string[]): Set<string> {
  const known = new Set(tree.flatMap((s) => s.children.flatMap((p) => [p.key, ...p.children.map((f) => f.key)])));
  const held = new Set<string>();
  for (const p of permissions) {
    if (!known.has(p)) continue;
    held.add(p);
    held.add(pageOf(p));
  }
  return held;
}

export function checkState(tree: readonly AuthorityNode[], held: ReadonlySet<string>): CheckState {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const section of tree) {
    let full = 0;
    let some = 0;
    for (const page of section.children) {
      const fns = page.children.map((f) => f.key);
      const heldFns = fns.filter((f) => held.has(f));
      checked.push(...heldFns);
      if (!held.has(page.key)) continue;
      if (heldFns.length === fns.length) {
        checked.push(page.key);
        full++;
      } else {
        halfChecked.push(page.key);
        some++;
      }
    }
    if (section.children.length > 0 && full === section.children.length) checked.push(section.key);
    else if (full + some > 0) halfChecked.push(section.key);
  }
  return { checked, halfChecked };
}

function find(tree: readonly AuthorityNode[], key: string): AuthorityNode | undefined {
  for (const n of tree) {
    if (n.key === key) return n;
    const hit = find(n.children, key);
    if (hit) return hit;
  }
  return undefined;
}

const keysUnder = (n: AuthorityNode): string[] => [n.key, ...n.children.flatMap(keysUnder)].filter((k) => !isSection(k));

/**
 * The held keys after a click on `key`. A checked node is cleared with everything under it; an
 * unchecked or half-checked node is filled with everything under it. Checking a function also
 * grants its page; clearing a function leaves the page (shown without that button).
 */
export function toggle(tree: readonly AuthorityNode[], held: ReadonlySet<string>, key: string): Set<string> {
  const node = find(tree, key);
  const next = new Set(held);
  if (!node) return next;
  const isChecked = checkState(tree, held).checked.includes(key);
  if (isChecked) for (const k of keysUnder(node)) next.delete(k);
  else {
    for (const k of keysUnder(node)) next.add(k);
    if (!isSection(key)) next.add(pageOf(key));
  }
  return next;
}

/** The permissions to save, in tree order. */
export function permissionsToSave(tree: readonly AuthorityNode[], held: ReadonlySet<string>): string[] {
  return tree.flatMap((s) => s.children.flatMap((p) => [p.key, ...p.children.map((f) => f.key)])).filter((k) => held.has(k));
}
