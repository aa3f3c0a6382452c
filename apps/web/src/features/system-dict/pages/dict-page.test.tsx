import type { DictLazyNode, DictNode } from '@notaria/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApp, stubApi, type Call } from '../../../test/stub-api';
import DictPage from './dict-page';

const node = (key: string, name: string, parentKey: string | null, children: DictNode[] = [], value = ''): DictNode => ({
  id: key.length * 10 + name.length,
  key,
  parentKey,
  name,
  value,
  sort: 0,
  enabled: true,
  remark: '',
  children,
});
const TREE = [
  node('idType', '证件类型', null, [node('idType.01', '居民身份证', 'idType', [], '01'), node('idType.02', '护照', 'idType', [], '02')]),
  node('gender', '性别', null, [node('gender.1', '男', 'gender', [], '1')]),
];
const lazy = (c: Call): DictLazyNode[] => {
  const parent = TREE.find((n) => n.key === c.params.parentKey);
  return (parent?.children ?? []).map(({ children, ...e }) => ({ ...e, hasChildren: children.length > 0 }));
};

afterEach(() => vi.unstubAllGlobals());

describe('字典管理', { timeout: 90_000 }, () => {
  it('selecting a dictionary in the tree asks for its entries and lists them; a new entry gets <parent>.<value> as key', async () => {
    const api = stubApi({
      'GET /dict/tree': ok(TREE),
      'GET /dict/lazy-tree': (c) => ok(lazy(c)),
      'POST /dict': (c) => ok({ id: 99, ...(c.body as object) }),
    });
    renderWithApp(<DictPage route={undefined as never} />, {
      page: 'system:dict',
      permissions: ['system:dict:create', 'system:dict:update', 'system:dict:delete'],
    });

    expect(await screen.findByText('请在左侧选择一个字典，查看和维护它的字典项')).toBeTruthy();
    expect(api.of('GET', '/dict/lazy-tree')).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('dict-node-idType'));
    await waitFor(() => expect(api.of('GET', '/dict/lazy-tree').map((c) => c.params)).toEqual([{ parentKey: 'idType' }]));
    expect(await screen.findByText('居民身份证')).toBeTruthy();
    expect(screen.getByText('护照')).toBeTruthy();
    expect(screen.getByText('证件类型（idType）')).toBeTruthy();

    fireEvent.click(screen.getByText('新增字典项').closest('button')!);
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '港澳居民来往内地通行证' } });
    fireEvent.change(screen.getByLabelText('值'), { target: { value: '03' } });
    await waitFor(() => expect((screen.getByLabelText('字典键') as HTMLInputElement).value).toBe('idType.03'));
    fireEvent.click(screen.getByText(/^保\s*存$/).closest('button')!);
    await waitFor(() => expect(api.of('POST', '/dict')).toHaveLength(1));
    expect(api.of('POST', '/dict')[0].body).toEqual({
      key: 'idType.03',
      parentKey: 'idType',
      name: '港澳居民来往内地通行证',
      value: '03',
      sort: 0,
      enabled: true,
      remark: '',
    });
  });

  it('searches the tree by name and checks the key before sending', async () => {
    const api = stubApi({ 'GET /dict/tree': (c) => ok(c.params.name ? [TREE[1]] : TREE), 'GET /dict/lazy-tree': (c) => ok(lazy(c)) });
    renderWithApp(<DictPage route={undefined as never} />, { page: 'system:dict', permissions: ['system:dict:create'] });
    await screen.findByTestId('dict-node-idType');
    const search = screen.getByLabelText('查找字典');
    fireEvent.change(search, { target: { value: '性别' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.of('GET', '/dict/tree').at(-1)!.params).toEqual({ name: '性别' }));
    await waitFor(() => expect(screen.queryByTestId('dict-node-idType')).toBeNull());

    fireEvent.click(screen.getByText('新增字典').closest('button')!);
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '婚姻状况' } });
    fireEvent.change(screen.getByLabelText('字典键'), { target: { value: '1marital' } });
    fireEvent.click(screen.getByText(/^保\s*存$/).closest('button')!);
    expect(await screen.findByText('字典键须以字母开头，只含字母、数字及 _ . : -')).toBeTruthy();
    expect(api.of('POST', '/dict')).toHaveLength(0);
  });
});
