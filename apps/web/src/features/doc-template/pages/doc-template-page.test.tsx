import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNotifier } from '../../../lib/notify';
import { resetApp } from '../../../test/fake-server';
import { ok, refuse, renderWithApp, stubApi } from '../../../test/stub-api';
import { templateRow } from '../test/rows';
import DocTemplatePage from './doc-template-page';

const ALL = { edit: true, copy: true, remove: true, publish: true };
const PUBLIC_READ = templateRow({ id: 1, name: '出生公证书（公共）', abilities: { edit: false, copy: true, remove: false, publish: false } });
const OFFICE = templateRow({
  id: 2,
  scope: 'OFFICE',
  name: '学历公证书（本处）',
  hasDraft: true,
  ownerName: '王主任',
  copiedFromName: '学历公证书',
  abilities: ALL,
});
const UP_TO_DATE = templateRow({ id: 3, scope: 'OFFICE', name: '声明公证书', hasDraft: false, publishedVersion: 2, abilities: ALL });

const page = (list: unknown[]) => ok({ list, total: list.length });
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const buttonsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('button')
    .map((b) => b.textContent!.replace(/\s/g, ''));

afterEach(resetApp);

describe('文书配置 list', { timeout: 60_000 }, () => {
  it('shows each row the actions its abilities allow, and asks the list of the chosen tab', async () => {
    const api = stubApi({ 'GET /template/document/page': (c) => (c.params.scope === 'OFFICE' ? page([OFFICE, UP_TO_DATE]) : page([PUBLIC_READ])) });
    renderWithApp(<DocTemplatePage route={undefined as never} />, { page: 'template:documentConfig', permissions: ['template:documentConfig'] });

    await screen.findByText('出生公证书（公共）');
    expect(api.of('GET', '/template/document/page')[0].params).toMatchObject({ scope: 'PUBLIC', current: '1', size: '10' });
    // Without publicEdit the public template can be read, previewed and copied only.
    expect(buttonsOf('出生公证书（公共）')).toEqual(['查看', '复制', '预览']);

    fireEvent.click(screen.getByRole('tab', { name: '本处模板' }));
    await screen.findByText('学历公证书（本处）');
    expect(api.of('GET', '/template/document/page').at(-1)!.params).toMatchObject({ scope: 'OFFICE' });
    expect(buttonsOf('学历公证书（本处）')).toEqual(['编辑', '复制', '发布', '预览', '删除']);
    // Nothing new since the last version: 发布 is there but disabled, saying why.
    const publish = within(rowOf('声明公证书')).getByRole('button', { name: '发布' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    expect(within(rowOf('学历公证书（本处）')).getByText('有')).toBeTruthy();
    expect(within(rowOf('学历公证书（本处）')).getByText('王主任')).toBeTruthy();
  });

  it('filters by kind and name from the first page', async () => {
    const api = stubApi({ 'GET /template/document/page': page([PUBLIC_READ]) });
    renderWithApp(<DocTemplatePage route={undefined as never} />, { page: 'template:documentConfig', permissions: ['template:documentConfig'] });
    await screen.findByText('出生公证书（公共）');
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: ' 出生 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(api.of('GET', '/template/document/page').at(-1)!.params).toMatchObject({ scope: 'PUBLIC', name: '出生', current: '1' }));
  });

  it("shows the server's Chinese refusal when a template in use is deleted", async () => {
    const errors: string[] = [];
    setNotifier({ error: (m) => void errors.push(m), success: () => {} });
    const refusal = '该模板已有 2 份业务文书使用，不能删除';
    const api = stubApi({ 'GET /template/document/page': page([OFFICE]), 'DELETE /template/document': refuse(409, refusal) });
    renderWithApp(<DocTemplatePage route={undefined as never} />, { page: 'template:documentConfig', permissions: ['template:documentConfig'] });
    await screen.findByText('学历公证书（本处）');

    fireEvent.click(within(rowOf('学历公证书（本处）')).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('删除模板“学历公证书（本处）”？')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ }).at(-1)!);
    await waitFor(() => expect(errors.some((m) => m.startsWith(refusal))).toBe(true));
    expect(api.of('DELETE', '/template/document')[0].params).toEqual({ id: '2' });
  });

  it('shows a publication refused for unknown fields in a dialog naming them', async () => {
    const refusal = '模板中有未知字段，不能发布：parties.APPLICANT.0.age（年龄）';
    const api = stubApi({ 'GET /template/document/page': page([OFFICE]), 'POST /template/document/publish': refuse(400, refusal) });
    renderWithApp(<DocTemplatePage route={undefined as never} />, { page: 'template:documentConfig', permissions: ['template:documentConfig'] });
    await screen.findByText('学历公证书（本处）');

    fireEvent.click(within(rowOf('学历公证书（本处）')).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('发布“学历公证书（本处）”为第 2 版？')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: /发\s*布/ }).at(-1)!));
    await waitFor(() => expect(api.of('POST', '/template/document/publish')).toHaveLength(1));
    expect((await screen.findAllByText('模板未发布')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(refusal, { exact: false }).length).toBeGreaterThan(0);
    expect(api.of('POST', '/template/document/publish')[0].body).toEqual({ id: 2 });
  });
});
