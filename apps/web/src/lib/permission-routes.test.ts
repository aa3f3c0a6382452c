import { describe, expect, it } from 'vitest';
import { buildMenuTree, buildPermissionRoutes, landingPath } from './permission-routes';
import { findRoute, ROUTES } from './routes';

describe('buildPermissionRoutes', () => {
  it('lists every registry page and hides all of them without permissions', () => {
    const routes = buildPermissionRoutes([]);
    expect(routes.length).toBe(ROUTES.filter((r) => r.permission).length);
    expect(routes.every((r) => r.hidden)).toBe(true);
    expect(landingPath(routes)).toBeUndefined();
  });

  it('shows everything for *, sections in the fixed order, dashboard first and affix', () => {
    const routes = buildPermissionRoutes(['*']);
    expect(routes.some((r) => r.hidden)).toBe(false);
    expect(buildMenuTree(routes).map((n) => n.key)).toEqual([
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
    expect(landingPath(routes)).toBe('/dashboard');
    expect(routes.find((r) => r.path === '/dashboard')!.affix).toBe(true);
    expect(routes.find((r) => r.path === '/system/account')!.granted).toContain('electronicSignature');
  });

  it('derives visibility and granted functions from permission strings', () => {
    const routes = buildPermissionRoutes(['finance:list', 'finance:monthReport', 'system:account:create']);
    const visible = routes.filter((r) => !r.hidden).map((r) => r.path);
    expect(visible).toEqual(['/finance/list', '/finance/monthReport', '/system/account']);
    expect(routes.find((r) => r.path === '/finance/maintainList')!.hidden).toBe(true);
    expect(routes.find((r) => r.path === '/dashboard')!.hidden).toBe(true);
    expect(routes.find((r) => r.path === '/system/account')!.granted).toEqual(['create']);
    expect(landingPath(routes)).toBe('/finance/list');
    expect(buildMenuTree(routes).map((n) => [n.key, n.children.map((c) => c.pageKey)])).toEqual([
      ['finance', ['list', 'monthReport']],
      ['system', ['account']],
    ]);
  });

  it('uses the registry page keys, not the path segments', () => {
    const routes = buildPermissionRoutes(['custom:personalCustomerList']);
    expect(routes.filter((r) => !r.hidden).map((r) => r.path)).toEqual(['/custom/personage']);
  });
});

describe('route table', () => {
  it('marks fixed routes as the spec asks', () => {
    expect(findRoute('/login')!.public).toBe(true);
    expect(findRoute('/appDocEdit')!.public).toBe(true);
    expect(findRoute('/appDocEdit')!.ownDocumentTitle).toBe(true);
    expect(findRoute('/tenant/index')!.noCache).toBe(true);
    expect(findRoute('/redirect/system/account')!.noCache).toBe(true);
    expect(findRoute('/system/account/')!.permission).toBe('system:account');
    expect(findRoute('/nope')).toBeUndefined();
  });
});
