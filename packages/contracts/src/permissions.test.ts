import { describe, expect, it } from 'vitest';
import { quickEntries, visibleMenu } from './menu-views.ts';
import { MENU, allPermissions, hasAnyPermission, hasPermission, isKnownPermission } from './permissions.ts';

describe('visibleMenu', () => {
  it('shows nothing without permissions', () => {
    expect(visibleMenu([])).toEqual([]);
  });

  it('shows every section in the fixed order for *', () => {
    expect(visibleMenu(['*']).map((s) => s.key)).toEqual([
      'homePage',
      'business',
      'evidence',
      'custom',
      'standaloneVideoMeet',
      'archives',
      'template',
      'oa',
      'finance',
      'system',
    ]);
    const account = visibleMenu(['*'])
      .find((s) => s.key === 'system')!
      .pages.find((p) => p.key === 'account')!;
    expect(account.granted).toEqual(['create', 'update', 'delete', 'handwrittenSignature', 'electronicSignature']);
  });

  it('shows a section only for permissions that start with its name, and pages they name', () => {
    const menu = visibleMenu(['system:account:create', 'system:account:delete', 'finance:list']);
    expect(menu.map((s) => s.key)).toEqual(['finance', 'system']);
    const system = menu.find((s) => s.key === 'system')!;
    expect(system.pages.map((p) => p.key)).toEqual(['account']);
    expect(system.pages[0].granted).toEqual(['create', 'delete']);
    expect(menu.find((s) => s.key === 'finance')!.pages[0].granted).toEqual([]);
  });

  it('does not confuse a page key of one section with another section', () => {
    const menu = visibleMenu(['evidence:statistics']);
    expect(menu.map((s) => s.key)).toEqual(['evidence']);
    expect(menu[0].pages.map((p) => p.path)).toEqual(['/evidence/statistics']);
  });
});

describe('hasPermission', () => {
  it('grants everything for *', () => {
    expect(hasPermission(['*'], 'system:account:delete')).toBe(true);
  });
  it('grants a page to a holder of one of its functions, but not the reverse', () => {
    expect(hasPermission(['system:account:create'], 'system:account')).toBe(true);
    expect(hasPermission(['system:account'], 'system:account:create')).toBe(false);
  });
  it('does not match on a bare prefix of another key', () => {
    expect(hasPermission(['system:accounting'], 'system:account')).toBe(false);
    expect(hasPermission(['oa:approve:leave'], 'oa:apply')).toBe(false);
  });
});

describe('hasAnyPermission', () => {
  it('grants when one of the required permissions is held', () => {
    expect(hasAnyPermission(['business:archives'], ['business:accept', 'business:archives'])).toBe(true);
    expect(hasAnyPermission(['business:archives:archives'], ['business:accept', 'business:archives'])).toBe(true);
    expect(hasAnyPermission(['business:litigant'], ['business:accept', 'business:archives'])).toBe(false);
    expect(hasAnyPermission(['*'], ['system:log'])).toBe(true);
    expect(hasAnyPermission(['*'], [])).toBe(false);
  });
});

describe('quickEntries', () => {
  it('lists the pages a user may open, one per section first, without the 工作台', () => {
    const entries = quickEntries(['homePage:dashboard:quick', 'business:accept', 'business:archives:archives', 'oa:notice']);
    expect(entries.map((e) => e.path)).toEqual(['/business/accept', '/business/archives', '/oa/notice']);
    expect(entries[0]).toEqual({ section: 'business', page: 'accept', path: '/business/accept', title: '受理', icon: 'AuditOutlined' });
  });
  it('keeps a page of every section when it has to leave some out', () => {
    const entries = quickEntries(['*'], 12);
    expect(entries).toHaveLength(12);
    expect(new Set(entries.map((e) => e.section)).size).toBe(MENU.length - 1);
  });
});

describe('registry', () => {
  it('has unique page keys within each section and unique paths overall', () => {
    for (const s of MENU) expect(new Set(s.pages.map((p) => p.key)).size).toBe(s.pages.length);
    const paths = MENU.flatMap((s) => s.pages.map((p) => p.path));
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('knows its own strings and rejects others', () => {
    for (const p of allPermissions()) expect(isKnownPermission(p)).toBe(true);
    expect(isKnownPermission('system')).toBe(true);
    expect(isKnownPermission('system:nope')).toBe(false);
    expect(isKnownPermission('system:account:fly')).toBe(false);
    expect(isKnownPermission('a:b:c:d')).toBe(false);
  });
});
