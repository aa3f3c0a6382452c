import type { CurrentUser } from '@notaria/contracts';
import { describe, expect, it, vi } from 'vitest';
import { afterLoginTarget, guard, NO_ACCESS_MESSAGE, ROLE_LIST_EMPTY_MESSAGE, USER_INFO_EMPTY_MESSAGE, checkCurrentUser, type GuardDeps } from './guard';
import { buildPermissionRoutes, type PermissionRoute } from './permission-routes';

const user = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 5,
  account: 'finance',
  name: '钱进',
  deptName: '财务室',
  roleName: '财务',
  notaryCertNo: '',
  phone: '',
  headImage: '',
  handwriting: '',
  signImage: '',
  stopUse: false,
  idCard: '',
  tenantId: 2,
  tenantName: '示例公证处',
  roleList: [{ id: 3, name: '财务', code: 'finance' }],
  roles: ['finance'],
  role: 'finance',
  activeRoleId: 3,
  authorities: ['homePage:dashboard:quick', 'finance:list', 'finance:monthReport'],
  mustChangePassword: false,
  ...over,
});

function setup(opts: { token?: string; loaded?: CurrentUser | null; load?: () => Promise<CurrentUser | null> } = {}) {
  let token = opts.token;
  let current: CurrentUser | null = opts.loaded ?? null;
  let routes: PermissionRoute[] = current ? buildPermissionRoutes(current.authorities) : [];
  const deps: GuardDeps = {
    getToken: () => token,
    getUser: () => current,
    getRoutes: () => routes,
    loadUser: vi.fn(async () => {
      const u = checkCurrentUser(await (opts.load ?? (async () => user()))());
      current = u;
      routes = buildPermissionRoutes(u.authorities);
    }),
    resetToken: vi.fn(() => {
      token = undefined;
      current = null;
      routes = [];
    }),
    showError: vi.fn(),
  };
  return { deps, token: () => token };
}

describe('guard without a token', () => {
  it('sends any page to login with the original path as redirect', async () => {
    const { deps } = setup();
    expect(await guard('/system/account', '?tid=3', deps)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fsystem%2Faccount%3Ftid%3D3' });
    expect(await guard('/', '', deps)).toEqual({ kind: 'redirect', to: '/login?redirect=%2F' });
    expect(await guard('/whatever', '', deps)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fwhatever' });
  });
  it('opens /login and /appDocEdit', async () => {
    const { deps } = setup();
    expect((await guard('/login', '', deps)).kind).toBe('allow');
    expect((await guard('/appDocEdit', '', deps)).kind).toBe('allow');
  });
});

describe('guard with a token', () => {
  it('sends a signed-in user away from /login to the root, and the root to /dashboard', async () => {
    const { deps } = setup({ token: 't', loaded: user() });
    expect(await guard('/login', '', deps)).toEqual({ kind: 'redirect', to: '/' });
    expect(await guard('/', '', deps)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
  it('loads the user when missing, then allows a permitted page', async () => {
    const { deps } = setup({ token: 't' });
    expect((await guard('/finance/list', '', deps)).kind).toBe('allow');
    expect(deps.loadUser).toHaveBeenCalledTimes(1);
  });
  it('sends unknown paths to /404', async () => {
    const { deps } = setup({ token: 't', loaded: user() });
    expect(await guard('/no/such/page', '', deps)).toEqual({ kind: 'redirect', to: '/404' });
  });
  it('blocks a hidden route: message, token reset, /login', async () => {
    const { deps, token } = setup({ token: 't', loaded: user() });
    expect(await guard('/system/account', '', deps)).toEqual({ kind: 'redirect', to: '/login' });
    expect(deps.showError).toHaveBeenCalledWith(NO_ACCESS_MESSAGE);
    expect(deps.resetToken).toHaveBeenCalled();
    expect(token()).toBeUndefined();
  });
  it('on a failed user-info load clears the token, shows the error and goes to login with redirect', async () => {
    const { deps, token } = setup({ token: 't', load: async () => Promise.reject(new Error('服务器内部错误')) });
    expect(await guard('/finance/list', '', deps)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Ffinance%2Flist' });
    expect(deps.showError).toHaveBeenCalledWith('服务器内部错误');
    expect(token()).toBeUndefined();
  });
  it('uses the §8 messages for empty user info and an empty role list, and Has Error otherwise', async () => {
    const empty = setup({ token: 't', load: async () => null });
    await guard('/finance/list', '', empty.deps);
    expect(empty.deps.showError).toHaveBeenCalledWith(USER_INFO_EMPTY_MESSAGE);
    const noRoles = setup({ token: 't', load: async () => user({ roleList: [] }) });
    await guard('/finance/list', '', noRoles.deps);
    expect(noRoles.deps.showError).toHaveBeenCalledWith(ROLE_LIST_EMPTY_MESSAGE);
    const odd = setup({ token: 't', load: async () => Promise.reject({}) });
    await guard('/finance/list', '', odd.deps);
    expect(odd.deps.showError).toHaveBeenCalledWith('Has Error');
  });
  it('keeps /tenant/index for user id 1 and redirects /tenant there', async () => {
    const admin = setup({ token: 't', loaded: user({ id: 1, authorities: ['*'] }) });
    expect(await guard('/tenant', '?tid=2', admin.deps)).toEqual({ kind: 'redirect', to: '/tenant/index?tid=2' });
    expect((await guard('/tenant/index', '', admin.deps)).kind).toBe('allow');
    const other = setup({ token: 't', loaded: user({ authorities: ['*'] }) });
    expect(await guard('/tenant/index', '', other.deps)).toEqual({ kind: 'redirect', to: '/401' });
  });
  it('sends users who must change their password to /change-password', async () => {
    const { deps } = setup({ token: 't', loaded: user({ mustChangePassword: true }) });
    expect(await guard('/finance/list', '', deps)).toEqual({ kind: 'redirect', to: '/change-password' });
    expect((await guard('/change-password', '', deps)).kind).toBe('allow');
  });
  it('sends the root to the first permitted route when the dashboard is not granted', async () => {
    const { deps } = setup({ token: 't', loaded: user({ authorities: ['system:log'] }) });
    expect(await guard('/', '', deps)).toEqual({ kind: 'redirect', to: '/system/log' });
  });
});

describe('afterLoginTarget', () => {
  const routes = buildPermissionRoutes(['finance:list', 'system:log']);
  it('prefers the redirect target, else the first non-hidden route', () => {
    expect(afterLoginTarget('/system/log?x=1', routes)).toBe('/system/log?x=1');
    expect(afterLoginTarget(null, routes)).toBe('/finance/list');
  });
  it('ignores unsafe or looping targets', () => {
    expect(afterLoginTarget('//evil.example', routes)).toBe('/finance/list');
    expect(afterLoginTarget('https://evil.example', routes)).toBe('/finance/list');
    expect(afterLoginTarget('/login?redirect=/x', routes)).toBe('/finance/list');
  });
});
