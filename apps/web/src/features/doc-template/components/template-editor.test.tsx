import type { TemplateDetail, UpdateTemplateBody } from '@notaria/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetApp } from '../../../test/fake-server';
import { ok, refuse, renderWithApp, stubApi, type Reply } from '../../../test/stub-api';
import { CATALOGUE, templateDetail } from '../test/rows';
import { TemplateEditorDrawer } from './template-editor-drawer';

const button = (name: RegExp) => screen.getAllByRole('button', { name }).at(-1)!;
const nameInput = () => screen.getByLabelText('模板名称') as HTMLInputElement;

function open(routes: Record<string, Reply | ((c: { body: unknown }) => Reply)>, detail: () => TemplateDetail = () => templateDetail()) {
  const api = stubApi({
    'GET /template/document': () => ok(detail()),
    'GET /template/document/fields': ok(CATALOGUE),
    'GET /notarization-item/tree': ok([]),
    ...routes,
  });
  renderWithApp(<TemplateEditorDrawer id={5} onClose={() => {}} />, { page: 'template:documentConfig', permissions: ['template:documentConfig'] });
  return api;
}

afterEach(resetApp);

describe('template editor', { timeout: 90_000 }, () => {
  it('saves with the revision it started from and the next save with the one it got back', async () => {
    const api = open({
      'PUT /template/document': (c) => ok(templateDetail({ ...(c.body as UpdateTemplateBody), revision: (c.body as UpdateTemplateBody).revision + 1 })),
    });
    await waitFor(() => expect(nameInput().value).toBe('出生公证书'));
    // The catalogue's sample stands in the field on the page.
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.getByTestId('save-state').textContent).toBe('已保存');

    fireEvent.change(nameInput(), { target: { value: '出生公证书（本处）' } });
    expect(screen.getByTestId('save-state').textContent).toBe('未保存');
    fireEvent.click(button(/^保\s*存$/));
    await waitFor(() => expect(api.of('PUT', '/template/document')).toHaveLength(1));
    expect(api.of('PUT', '/template/document')[0].body).toEqual({
      id: 5,
      revision: 4,
      name: '出生公证书（本处）',
      itemIds: [11],
      remark: '',
      page: templateDetail().page,
      content: templateDetail().content,
    });
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('已保存'));

    fireEvent.change(nameInput(), { target: { value: '出生公证书（本处二）' } });
    fireEvent.click(button(/^保\s*存$/));
    await waitFor(() => expect(api.of('PUT', '/template/document')).toHaveLength(2));
    expect(api.of('PUT', '/template/document')[1].body).toMatchObject({ revision: 5, name: '出生公证书（本处二）' });
  });

  it('on a conflicting save (409) says so in Chinese, keeps what was typed, and reloads only when asked', async () => {
    let loads = 0;
    const api = open({ 'PUT /template/document': refuse(409, '模板已被他人修改，请重新加载后再保存') }, () =>
      templateDetail(++loads > 1 ? { name: '出生公证书（他人已改）', revision: 6 } : {}),
    );
    await waitFor(() => expect(nameInput().value).toBe('出生公证书'));
    fireEvent.change(nameInput(), { target: { value: '出生公证书（我的修改）' } });
    fireEvent.click(button(/^保\s*存$/));

    expect((await screen.findAllByText('模板已被他人修改')).length).toBeGreaterThan(0);
    expect(screen.getByText(/您的修改仍在编辑区中/)).toBeTruthy();
    expect(nameInput().value).toBe('出生公证书（我的修改）');
    expect(screen.getByTestId('save-state').textContent).toBe('未保存');

    await act(async () => fireEvent.click(button(/重新加载最新内容/)));
    await waitFor(() => expect(nameInput().value).toBe('出生公证书（他人已改）'));
    expect(api.of('GET', '/template/document')).toHaveLength(2);
    expect(screen.getByTestId('save-state').textContent).toBe('已保存');
  });

  it('shows a refused publication with the names of the unknown fields, and publishes nothing else', async () => {
    const refusal = '模板中有未知字段，不能发布：form.unknownKey';
    const api = open({ 'POST /template/document/publish': refuse(400, refusal) }, () => templateDetail({ hasDraft: true }));
    await waitFor(() => expect(nameInput().value).toBe('出生公证书'));
    fireEvent.click(button(/^发\s*布$/));
    expect(await screen.findByText('发布为第 2 版？')).toBeTruthy();
    await act(async () => fireEvent.click(button(/^发\s*布$/)));
    await waitFor(() => expect(api.of('POST', '/template/document/publish')).toHaveLength(1));
    expect((await screen.findAllByText('模板未发布')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(refusal, { exact: false }).length).toBeGreaterThan(0);
    expect(api.of('PUT', '/template/document')).toHaveLength(0);
  });
});
