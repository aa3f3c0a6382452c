import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTags } from '../../stores/tags-store';
import { TagsView } from './tags-view';

function setup(initial: string) {
  const router = createMemoryRouter([{ path: '*', element: <TagsView /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('tag bar', () => {
  beforeEach(() => useTags.getState().clear());

  it('is a tab list that holds only tabs; 标签操作 sits beside it', async () => {
    setup('/system/account');
    await act(async () => useTags.getState().add({ path: '/system/dept', fullPath: '/system/dept', title: 'menu.system.dept', affix: false, noCache: false }));
    const list = screen.getByRole('tablist', { name: '已打开的页面' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['账号管理', '部门管理']);
    expect(list.querySelectorAll('button')).toHaveLength(0);
    expect(screen.getByRole('tab', { name: '账号管理', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: /标签操作/ })).toBeTruthy();
  });

  it('closes a tab with the Delete key, but not an affix tab', async () => {
    setup('/system/account');
    await act(async () => {
      useTags.getState().add({ path: '/dashboard', fullPath: '/dashboard', title: 'menu.homePage.dashboard', affix: true, noCache: false });
      useTags.getState().add({ path: '/system/dept', fullPath: '/system/dept', title: 'menu.system.dept', affix: false, noCache: false });
    });
    const dept = screen.getByRole('tab', { name: '部门管理' });
    expect(dept.getAttribute('aria-keyshortcuts')).toBe('Delete');
    await act(async () => fireEvent.keyDown(dept, { key: 'Delete' }));
    expect(screen.queryByRole('tab', { name: '部门管理' })).toBeNull();

    const home = screen.getByRole('tab', { name: '工作台' });
    expect(home.getAttribute('aria-keyshortcuts')).toBeNull();
    await act(async () => fireEvent.keyDown(home, { key: 'Delete' }));
    expect(screen.getByRole('tab', { name: '工作台' })).toBeTruthy();
  });
});
