import { beforeEach, describe, expect, it } from 'vitest';
import { nextAfterClose, useTags, type TagView } from './tags-store';

const view = (path: string, over: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  title: path,
  affix: false,
  noCache: false,
  ...over,
});
const paths = () => useTags.getState().visited.map((v) => v.path);

describe('tags view store', () => {
  beforeEach(() => {
    useTags.getState().clear();
    const { add } = useTags.getState();
    add(view('/system/account'));
    add(view('/dashboard', { affix: true }));
    add(view('/finance/list'));
    add(view('/tenant/index', { noCache: true }));
  });

  it('adds each visited view once, affix views first, and updates the query of a revisit', () => {
    useTags.getState().add(view('/finance/list', { fullPath: '/finance/list?tid=3' }));
    expect(paths()).toEqual(['/dashboard', '/system/account', '/finance/list', '/tenant/index']);
    expect(useTags.getState().visited.find((v) => v.path === '/finance/list')!.fullPath).toBe('/finance/list?tid=3');
  });

  it('closes one view but never an affix view', () => {
    useTags.getState().close('/finance/list');
    useTags.getState().close('/dashboard');
    expect(paths()).toEqual(['/dashboard', '/system/account', '/tenant/index']);
  });

  it('closes others, keeping affix views', () => {
    useTags.getState().closeOthers('/finance/list');
    expect(paths()).toEqual(['/dashboard', '/finance/list']);
  });

  it('closes all, keeping affix views', () => {
    useTags.getState().closeAll();
    expect(paths()).toEqual(['/dashboard']);
  });

  it('clears everything on a role switch', () => {
    useTags.getState().refresh('/system/account');
    useTags.getState().clear();
    expect(paths()).toEqual([]);
    expect(useTags.getState().versions).toEqual({});
  });

  it('bumps the version of a refreshed view', () => {
    useTags.getState().refresh('/system/account');
    expect(useTags.getState().versions['/system/account']).toBe(1);
  });

  it('picks the last remaining view after closing', () => {
    const visited = useTags.getState().visited;
    expect(nextAfterClose(visited, '/tenant/index', '/dashboard')).toBe('/finance/list');
    expect(nextAfterClose([view('/a')], '/a', '/dashboard')).toBe('/dashboard');
  });
});
