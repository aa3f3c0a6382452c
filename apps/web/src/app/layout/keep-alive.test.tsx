import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTags } from '../../stores/tags-store';
import { KeepAlive } from './keep-alive';

function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {name}:{n}
    </button>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <KeepAlive />,
        children: [
          { path: '/system/account', element: <Counter name="account" /> },
          { path: '/system/dept', element: <Counter name="dept" /> },
          { path: '/tenant/index', element: <Counter name="tenant" /> },
        ],
      },
    ],
    { initialEntries: ['/system/account'] },
  );
  const visit = (path: string) => useTags.getState().add({ path, fullPath: path, title: path, affix: false, noCache: path === '/tenant/index' });
  render(<RouterProvider router={router} />);
  const go = async (path: string) => {
    visit(path);
    await act(() => router.navigate(path));
  };
  return { go, visit };
}

const click = (name: RegExp) => fireEvent.click(screen.getByText(name));

describe('keep-alive of visited views', () => {
  beforeEach(() => useTags.getState().clear());

  it('keeps the state of cached views across tab switches', async () => {
    const { go, visit } = setup();
    await act(async () => visit('/system/account'));
    click(/account:/);
    click(/account:/);
    await go('/system/dept');
    await go('/system/account');
    expect(screen.getByText('account:2')).toBeTruthy();
  });

  it('re-mounts noCache views and views whose tab was closed or refreshed', async () => {
    const { go, visit } = setup();
    await act(async () => visit('/system/account'));
    await go('/tenant/index');
    click(/tenant:/);
    await go('/system/dept');
    await go('/tenant/index');
    expect(screen.getByText('tenant:0')).toBeTruthy();

    await go('/system/account');
    click(/account:/);
    await act(async () => useTags.getState().refresh('/system/account'));
    expect(screen.getByText('account:0')).toBeTruthy();

    click(/account:/);
    await go('/system/dept');
    await act(async () => useTags.getState().close('/system/account'));
    await go('/system/account');
    expect(screen.getByText('account:0')).toBeTruthy();
  });
});
