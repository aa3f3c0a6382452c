import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNotifier } from '../../lib/notify';
import { renderPage } from '../../test/fake-server';
import { DeleteAction, EditAction, LinkAction, RowActions } from './row-actions';

const said: string[] = [];
afterEach(() => void (said.length = 0));

describe('<RowActions>', () => {
  it('shows each action only with its function on the page', () => {
    const edits: string[] = [];
    renderPage(
      <RowActions>
        <EditAction onClick={() => edits.push('edit')} />
        <LinkAction fn="update" onClick={() => undefined}>
          重置密码
        </LinkAction>
        <LinkAction onClick={() => undefined}>台账</LinkAction>
        <DeleteAction title="删除账号「张三」？" onConfirm={async () => undefined} success="已删除 张三" />
      </RowActions>,
      '/system/account',
      ['system:account:update'],
    );
    fireEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    expect(edits).toEqual(['edit']);
    expect(screen.getByRole('button', { name: '重置密码' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '台账' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });

  it('asks before deleting, spins while it runs, then says so; a refusal says nothing more', async () => {
    setNotifier({ error: () => {}, success: (m) => void said.push(m) });
    let finish = () => {};
    const calls: string[] = [];
    renderPage(
      <DeleteAction
        title="删除账号「张三」？"
        onConfirm={() => {
          calls.push('delete');
          return new Promise<void>((resolve) => (finish = resolve));
        }}
        success="已删除 张三"
      />,
      '/system/account',
      ['system:account:delete'],
    );
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('删除账号「张三」？')).toBeTruthy();
    expect(screen.getByText('删除后不可恢复。')).toBeTruthy();
    const ok = screen.getAllByRole('button', { name: /删\s*除/ }).at(-1)!;
    expect(ok.className).toContain('ant-btn-dangerous');
    fireEvent.click(ok);
    expect(calls).toEqual(['delete']);
    await waitFor(() => expect(ok.className).toContain('ant-btn-loading'));
    finish();
    await waitFor(() => expect(said).toEqual(['已删除 张三']));
  });

  it('disables the button with the reason when the row cannot be deleted', () => {
    renderPage(<DeleteAction title="x" onConfirm={async () => undefined} success="x" disabledReason="内置角色不能删除" />, '/system/role', [
      'system:role:delete',
    ]);
    expect((screen.getByRole('button', { name: /删\s*除/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
