import { ALL, MENU, type MenuPage, type MenuSection } from './permissions.ts';

// What a user's permissions open: the menu and the 工作台's 快捷入口.

export interface VisiblePage extends MenuPage {
  /** The functions the user may use on this page: third segments of the matching permissions. */
  readonly granted: readonly string[];
}

export interface VisibleSection extends Omit<MenuSection, 'pages'> {
  readonly pages: readonly VisiblePage[];
}

/**
 * The menu a user sees. A section shows iff a permission starts with its name; a page iff a
 * permission names its key; its functions are the third segments of the matching permissions.
 */
export function visibleMenu(authorities: readonly string[]): VisibleSection[] {
  const all = authorities.includes(ALL);
  const parsed = authorities.map((a) => a.split(':'));
  return MENU.flatMap((section) => {
    const inSection = parsed.filter((p) => p[0] === section.key);
    if (!all && inSection.length === 0) return [];
    const pages = section.pages.flatMap((page) => {
      const matching = inSection.filter((p) => p[1] === page.key);
      if (!all && matching.length === 0) return [];
      const granted = all ? page.functions.map((f) => f.key) : matching.flatMap((p) => (p[2] ? [p[2]] : []));
      return [{ ...page, granted: [...new Set(granted)] }];
    });
    if (pages.length === 0) return [];
    return [{ ...section, pages }];
  });
}

/** One link of the 工作台's 快捷入口 (homePage:dashboard:quick). */
export interface QuickEntry {
  section: string;
  page: string;
  path: string;
  title: string;
  /** Name of the section's @ant-design/icons component. */
  icon: string;
}

/** At most this many 快捷入口. */
export const QUICK_ENTRY_MAX = 12;

/**
 * The 快捷入口 of a user: the pages the permissions open, besides the 工作台 itself — one page per section
 * first, so every area the role works in gets an entry, then the rest, in menu order.
 */
export function quickEntries(authorities: readonly string[], max = QUICK_ENTRY_MAX): QuickEntry[] {
  const open = visibleMenu(authorities)
    .flatMap((s) => s.pages.map((p) => ({ section: s.key, page: p.key, path: p.path, title: p.title, icon: s.icon })))
    .filter((e) => e.path !== '/dashboard');
  const firsts = open.filter((e, i) => open.findIndex((x) => x.section === e.section) === i);
  const chosen = new Set([...firsts, ...open.filter((e) => !firsts.includes(e))].slice(0, max));
  return open.filter((e) => chosen.has(e));
}
