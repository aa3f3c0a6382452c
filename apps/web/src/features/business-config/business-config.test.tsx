import type { BusinessConfigRow, FormDetail, ItemNode } from '@notaria/contracts';
import { createFormSchema, createWidget } from '@notaria/form-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, envelope, fakeServer, renderPage } from '../../test/fake-server';
import { FormEditor } from './components/form-editor';
import BusinessModulePage from './pages/business-module-page';

afterEach(() => vi.unstubAllGlobals());

const PERMS = ['template:businessConfig', 'template:businessConfig:preview', 'template:businessConfig:update', 'template:businessModule'];

function schemaWithName() {
  const field = createWidget('input');
  Object.assign(field.options, { name: 'birthPlace', label: '出生地', required: true });
  return createFormSchema([field]);
}

const version = (v: number, published = false) => ({
  version: v,
  published,
  createdBy: 2,
  createdByName: '赵敏',
  createdAt: '2026-03-01T08:00:00Z',
  publishedAt: published ? '2026-03-01T09:00:00Z' : null,
});

function detail(over: Partial<FormDetail> = {}): FormDetail {
  return {
    id: 7,
    name: '出生公证受理表',
    code: 'birth_intake',
    description: '',
    status: 'DRAFT',
    publishedVersion: null,
    latestVersion: 1,
    createdAt: '2026-03-01T08:00:00Z',
    updatedAt: '2026-03-01T08:00:00Z',
    schema: schemaWithName() as unknown as Record<string, unknown>,
    versions: [version(1)],
    ...over,
  };
}

const button = (text: RegExp) => screen.getAllByText(text, { selector: 'button span' }).map((s) => s.closest('button')!)[0];

describe('表单设计器 on 业务配置', { timeout: 90_000 }, () => {
  it('保存 sends the schema and shows the new version; 发布 sends id and that version', async () => {
    const saved = detail({ latestVersion: 2, versions: [version(1), version(2)] });
    const calls = fakeServer((method, path) => {
      if (method === 'GET' && path === '/form') return envelope(detail());
      if (method === 'PUT' && path === '/form') return envelope(saved);
      if (method === 'PUT' && path === '/form/publish') return envelope({ ...saved, status: 'PUBLISHED', publishedVersion: 2 });
      return undefined;
    });
    renderPage(<FormEditor formId={7} onClose={() => undefined} />, '/template/businessConfig', PERMS);

    expect(await screen.findByText('编辑自第 1 版')).toBeTruthy();
    // The designer shows the stored field.
    expect((await screen.findAllByText('出生地')).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/form')).toHaveLength(1));
    const body = bodiesOf(calls, 'PUT', '/form')[0] as { id: number; schema: ReturnType<typeof schemaWithName> };
    expect(body.id).toBe(7);
    expect(body.schema.formatVersion).toBe(1);
    expect(body.schema.widgetList.map((w) => [w.type, (w.options as { name: string }).name])).toEqual([['input', 'birthPlace']]);
    expect(await screen.findByText('已保存为第 2 版')).toBeTruthy();

    fireEvent.click(button(/^发布第 2 版$/));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/form/publish')).toEqual([{ id: 7, version: 2 }]));
  });
});

describe('leaving the designer', { timeout: 90_000 }, () => {
  it('asks before dropping unsaved changes', async () => {
    fakeServer((method, path) => (method === 'GET' && path === '/form' ? envelope(detail()) : undefined));
    const onClose = vi.fn();
    renderPage(<FormEditor formId={7} onClose={onClose} />, '/template/businessConfig', PERMS);
    expect(await screen.findByText('编辑自第 1 版')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '添加单行输入' }));
    expect(await screen.findByText('有未保存的修改')).toBeTruthy();
    fireEvent.click(button(/^关\s*闭$/));
    expect((await screen.findAllByText('表单有未保存的修改')).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(button(/^离\s*开$/));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

const item = (id: number, level: string, name: string, children: ItemNode[] = []): ItemNode => ({
  id,
  parentId: null,
  level,
  name,
  code: `c${id}`,
  sort: 0,
  certificateCode: '',
  personalAppearance: false,
  approvalRequired: true,
  numberRuleId: null,
  fee: null,
  materials: [],
  enabled: true,
  remark: '',
  children,
});

describe('业务模块', { timeout: 90_000 }, () => {
  it("shows an item's form under its own key; choosing one needs 业务配置 · 修改", async () => {
    const tree = [item(1, 'CATEGORY', '国内民事', [item(2, 'PARENT', '出生类', [item(3, 'ITEM', '出生')])])];
    const calls = fakeServer((_method, path) => {
      if (path === '/notarization-item/tree') return envelope(tree);
      if (path === '/notarization-item/config')
        return envelope({ itemId: 3, itemName: '出生', formId: 7, formName: '出生公证受理表', formPublishedVersion: 2, updatedAt: '2026-03-02T08:00:00Z' });
      if (path === '/form/version') return envelope({ ...version(2, true), formId: 7, schema: schemaWithName() });
      return undefined;
    });
    renderPage(<BusinessModulePage route={undefined as never} />, '/template/businessModule', ['template:businessModule']);
    fireEvent.click(await screen.findByText('出生'));
    await waitFor(() => expect(within(screen.getByTestId('item-form')).getByText('出生公证受理表')).toBeTruthy());
    expect(await screen.findByText('表单预览')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '受理表单' })).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/form/page')).toBe(false);
  });

  it('assigns a published form to an item and sends itemId + formId', async () => {
    const tree = [item(1, 'CATEGORY', '国内民事', [item(2, 'PARENT', '出生类', [item(3, 'ITEM', '出生')])])];
    let config: BusinessConfigRow = { itemId: 3, itemName: '出生', formId: null, formName: '', formPublishedVersion: null, updatedAt: null };
    const calls = fakeServer((method, path, _url, body) => {
      if (path === '/notarization-item/tree') return envelope(tree);
      if (method === 'GET' && path === '/notarization-item/config') return envelope(config);
      if (method === 'PUT' && path === '/notarization-item/config') {
        config = {
          ...config,
          formId: (body as { formId: number }).formId,
          formName: '出生公证受理表',
          formPublishedVersion: 2,
          updatedAt: '2026-03-02T08:00:00Z',
        };
        return envelope(config);
      }
      if (path === '/form/page') return envelope({ list: [{ ...detail({ status: 'PUBLISHED', publishedVersion: 2, latestVersion: 2 }) }], total: 1 });
      if (path === '/form/version') return envelope({ ...version(2, true), formId: 7, schema: schemaWithName() });
      return undefined;
    });
    renderPage(<BusinessModulePage route={undefined as never} />, '/template/businessModule', PERMS);

    fireEvent.click(await screen.findByText('出生'));
    expect(await screen.findByText('未配置')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '受理表单' }));
    fireEvent.click(await screen.findByText('出生公证受理表（birth_intake，第 2 版）', { selector: '.ant-select-item-option-content' }));
    // The chosen form is previewed before saving.
    expect(await screen.findByText('表单预览（未保存）')).toBeTruthy();
    fireEvent.click(button(/^保\s*存$/));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/notarization-item/config')).toEqual([{ itemId: 3, formId: 7 }]));
    await waitFor(() => expect(within(screen.getByTestId('item-form')).getByText('出生公证受理表')).toBeTruthy());
  });
});
