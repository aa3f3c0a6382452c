import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { widgetMetas } from '@notaria/form-render';
import { createFormSchema, type CardWidget, type FormSchema, type RadioOptions, type InputOptions } from '@notaria/form-core';
import { FormDesigner } from './form-designer.tsx';
import { w } from './engine/fixtures.ts';
import { byLabel, canvasWidget, renderDesigner } from './test/helpers.tsx';

const names = (list: { options: { name: string } }[]) => list.map((x) => x.options.name);

describe('palette', () => {
  it('lists every field and container in 容器 / 基础字段 / 高级字段, each with a screen-reader label', () => {
    renderDesigner();
    const palette = byLabel('组件库');
    expect(palette.tagName).toBe('NAV');
    for (const title of ['容器', '基础字段', '高级字段']) expect(byLabel(title, palette).tagName).toBe('SECTION');
    for (const meta of widgetMetas()) expect(byLabel(`添加${meta.label}`, palette).tagName).toBe('BUTTON');
    expect(byLabel('容器', palette).querySelectorAll('button')).toHaveLength(6);
    expect(byLabel('添加富文本', byLabel('高级字段', palette))).toBeTruthy();
    expect(byLabel('基础字段', palette).querySelectorAll('button').length + 12).toBe(widgetMetas().length);
  });

  it('click adds a field at the end and selects it', () => {
    const { latest } = renderDesigner([w('input', 'name1')]);
    fireEvent.click(byLabel('添加多行输入'));
    const list = latest().widgetList;
    expect(list.map((x) => x.type)).toEqual(['input', 'textarea']);
    expect((list[1].options as InputOptions).label).toBe('多行输入');
    expect(canvasWidget(`多行输入 ${list[1].options.name}`, true)).toBeTruthy();
  });

  it('click adds at the selected position: into a selected card, after a selected field', () => {
    const { latest } = renderDesigner([w('input', 'name1'), w('input', 'name2')]);
    fireEvent.click(canvasWidget('单行输入 name1'));
    fireEvent.click(byLabel('添加开关'));
    expect(latest().widgetList.map((x) => x.type)).toEqual(['input', 'switch', 'input']);
    fireEvent.click(byLabel('添加卡片'));
    const card = latest().widgetList[2] as CardWidget;
    expect(card.type).toBe('card');
    fireEvent.click(byLabel('添加单行输入'));
    expect((latest().widgetList[2] as CardWidget).widgetList.map((x) => x.type)).toEqual(['input']);
  });

  it('adds a field into a selected sub-form, and a container after it', () => {
    const { latest } = renderDesigner([w('sub-form', 'sub1')]);
    fireEvent.click(canvasWidget('子表单 sub1'));
    fireEvent.click(byLabel('添加单行输入'));
    expect((latest().widgetList[0] as CardWidget).widgetList.map((x) => x.type)).toEqual(['input']);
    fireEvent.click(canvasWidget('子表单 sub1'));
    fireEvent.click(byLabel('添加卡片'));
    expect(latest().widgetList.map((x) => x.type)).toEqual(['sub-form', 'card']);
  });

  it('Enter on a palette item adds (keyboard users), it does not start a drag', () => {
    const { latest } = renderDesigner();
    const item = byLabel('添加日期');
    fireEvent.keyDown(item, { key: 'Enter', code: 'Enter' });
    fireEvent.click(item); // what the browser does for Enter on a button
    expect(latest().widgetList.map((x) => x.type)).toEqual(['date']);
  });
});

describe('canvas selection and toolbar', () => {
  it('shows every widget type on the canvas with its screen-reader label', () => {
    const types = widgetMetas().map((m) => m.type);
    renderDesigner(types.map((t) => w(t, `k${t.replace(/-/g, '')}`)));
    for (const meta of widgetMetas()) expect(canvasWidget(`${meta.label} k${meta.type.replace(/-/g, '')}`)).toBeTruthy();
    // Columns, cells and panes are selectable drop targets of their own.
    expect(document.querySelectorAll('[aria-label^="栅格列 "]')).toHaveLength(2);
    expect(document.querySelectorAll('[aria-label^="单元格 "]')).toHaveLength(4);
    expect(document.querySelectorAll('[aria-label^="标签页面板 "]')).toHaveLength(1);
  });

  it('says why an operation is refused', async () => {
    const { latest } = renderDesigner([w('input', 'a'), w('input', 'b')]);
    fireEvent.click(canvasWidget('单行输入 a'));
    fireEvent.click(byLabel('上移'));
    expect(await screen.findByText('已经是第一个，不能上移')).toBeTruthy();
    expect(names(latest().widgetList)).toEqual(['a', 'b']);
  });

  it('selects on click and moves, copies and removes with the toolbar', () => {
    const { latest } = renderDesigner([w('input', 'a'), w('input', 'b')]);
    fireEvent.click(canvasWidget('单行输入 a'));
    expect(canvasWidget('单行输入 a', true)).toBeTruthy();
    fireEvent.click(byLabel('下移'));
    expect(names(latest().widgetList)).toEqual(['b', 'a']);
    fireEvent.click(byLabel('上移'));
    expect(names(latest().widgetList)).toEqual(['a', 'b']);
    fireEvent.click(byLabel('复制'));
    const copied = latest().widgetList;
    expect(copied).toHaveLength(3);
    expect(copied[1].options.name).not.toBe('a');
    expect(canvasWidget(`单行输入 ${copied[1].options.name}`, true)).toBeTruthy();
    fireEvent.click(byLabel('删除'));
    expect(names(latest().widgetList)).toEqual(['a', 'b']);
  });

  it('selects the parent of a widget inside a card', () => {
    const card = w('card', 'card1');
    card.widgetList.push(w('input', 'inner'));
    renderDesigner([card]);
    fireEvent.click(canvasWidget('单行输入 inner'));
    fireEvent.click(byLabel('选中父组件'));
    expect(canvasWidget('卡片 card1', true)).toBeTruthy();
  });

  it('undo and redo buttons follow the history', () => {
    const { latest } = renderDesigner([w('input', 'a')]);
    const undo = byLabel('撤销') as HTMLButtonElement;
    const redo = byLabel('重做') as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    expect(redo.disabled).toBe(true);
    fireEvent.click(byLabel('添加评分'));
    expect(undo.disabled).toBe(false);
    fireEvent.click(undo);
    expect(names(latest().widgetList)).toEqual(['a']);
    expect(redo.disabled).toBe(false);
    fireEvent.click(redo);
    expect(latest().widgetList).toHaveLength(2);
  });
});

describe('settings panel', () => {
  it('edits options of the selected widget into the schema, one undo step per property', () => {
    const { latest } = renderDesigner([w('input', 'name1')]);
    fireEvent.click(canvasWidget('单行输入 name1'));
    const label = byLabel('标签');
    fireEvent.change(label, { target: { value: '姓' } });
    fireEvent.change(label, { target: { value: '姓名' } });
    expect((latest().widgetList[0].options as InputOptions).label).toBe('姓名');
    fireEvent.click(screen.getByText('校验规则'));
    fireEvent.click(byLabel('必填'));
    expect((latest().widgetList[0].options as InputOptions).required).toBe(true);
    fireEvent.change(byLabel('最大长度'), { target: { value: '20' } });
    expect((latest().widgetList[0].options as InputOptions).maxLength).toBe(20);
    fireEvent.change(byLabel('校验'), { target: { value: 'email' } });
    expect((latest().widgetList[0].options as InputOptions).validation).toBe('email');
    // Undo: validation, maxLength, required, then both label keystrokes at once.
    for (let i = 0; i < 4; i++) fireEvent.click(byLabel('撤销'));
    expect((latest().widgetList[0].options as InputOptions).label).toBe('name1');
  });

  it('edits option items of a radio', () => {
    const { latest } = renderDesigner([w('radio', 'gender')]);
    fireEvent.click(canvasWidget('单选项 gender'));
    fireEvent.change(byLabel('选项1标签'), { target: { value: '男' } });
    fireEvent.click(screen.getByText('添加选项'));
    fireEvent.click(byLabel('删除选项2'));
    const items = (latest().widgetList[0].options as RadioOptions).optionItems;
    expect(items.map((i) => i.label)).toEqual(['男', 'radio 3', '选项 4']);
    expect(items[2].value).toBe(4);
  });

  it('keeps event scripts as text with a note that they run sandboxed when the form is filled in', () => {
    const { latest } = renderDesigner([w('input', 'name1')]);
    fireEvent.click(canvasWidget('单行输入 name1'));
    fireEvent.click(screen.getByText('事件脚本'));
    expect(screen.getAllByText(/隔离沙箱中运行（设计器中不运行）/).length).toBeGreaterThan(0);
    fireEvent.change(byLabel('事件脚本 onChange'), { target: { value: 'console.log(value)' } });
    expect((latest().widgetList[0].options as InputOptions).onChange).toBe('console.log(value)');
  });

  it('edits the form config', () => {
    const { latest } = renderDesigner([w('input', 'name1')]);
    fireEvent.click(screen.getByText('表单设置'));
    fireEvent.change(byLabel('标签宽度'), { target: { value: '120' } });
    fireEvent.click(screen.getByText('右'));
    fireEvent.change(byLabel('数据对象名称'), { target: { value: 'model' } });
    fireEvent.change(byLabel('校验规则名称'), { target: { value: 'formRules' } });
    expect(latest().formConfig).toMatchObject({ labelWidth: 120, labelAlign: 'right', modelName: 'model', rulesName: 'formRules' });
  });

  it('adds a linkage rule: when a field is empty, hide another', async () => {
    const { latest } = renderDesigner([w('input', 'a'), w('input', 'b')]);
    fireEvent.click(screen.getByText('表单设置'));
    fireEvent.click(screen.getByText('联动规则'));
    fireEvent.click(screen.getByText('添加联动规则'));
    expect(latest().formConfig.linkage).toHaveLength(1);
    fireEvent.change(byLabel('规则 1 条件值'), { target: { value: '1' } });
    expect(latest().formConfig.linkage[0].when).toMatchObject({ op: 'eq', value: 1 });
    fireEvent.click(screen.getByText('添加动作'));
    expect(latest().formConfig.linkage[0].then).toHaveLength(2);
    fireEvent.click(byLabel('删除规则 1 动作 2'));
    fireEvent.click(byLabel('删除规则 1'));
    expect(latest().formConfig.linkage).toEqual([]);
  });

  it('runs container operations: add a grid column, fold a card', () => {
    const { latest } = renderDesigner([w('grid', 'grid1'), w('card', 'card1')]);
    fireEvent.click(canvasWidget('栅格 grid1'));
    fireEvent.click(screen.getByText('添加列'));
    expect((latest().widgetList[0] as { cols: unknown[] }).cols).toHaveLength(3);
    fireEvent.click(canvasWidget('卡片 card1'));
    fireEvent.click(screen.getByText('收起卡片'));
    expect((latest().widgetList[1] as CardWidget).options.folded).toBe(true);
  });
});

describe('keyboard', () => {
  it('Delete, Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y, Ctrl+C / Ctrl+V and Alt+arrows', () => {
    const { latest } = renderDesigner([w('input', 'a'), w('input', 'b')]);
    fireEvent.click(canvasWidget('单行输入 a'));
    const key = (init: KeyboardEventInit) => fireEvent.keyDown(canvasWidget('单行输入 a', true), init);
    key({ key: 'ArrowDown', altKey: true });
    expect(names(latest().widgetList)).toEqual(['b', 'a']);
    key({ key: 'ArrowUp', altKey: true });
    expect(names(latest().widgetList)).toEqual(['a', 'b']);
    key({ key: 'c', ctrlKey: true });
    key({ key: 'v', ctrlKey: true });
    expect(latest().widgetList).toHaveLength(3);
    const pasted = latest().widgetList[1].options.name;
    expect(pasted).not.toBe('a');
    fireEvent.keyDown(canvasWidget(`单行输入 ${pasted}`, true), { key: 'Delete' });
    expect(names(latest().widgetList)).toEqual(['a', 'b']);
    const root = canvasWidget('单行输入 b', true);
    fireEvent.keyDown(root, { key: 'z', ctrlKey: true });
    expect(latest().widgetList).toHaveLength(3);
    fireEvent.keyDown(root, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(latest().widgetList).toHaveLength(2);
    fireEvent.keyDown(root, { key: 'z', metaKey: true });
    fireEvent.keyDown(root, { key: 'y', ctrlKey: true });
    expect(latest().widgetList).toHaveLength(2);
  });

  it('leaves typing in the settings inputs alone', () => {
    const { latest } = renderDesigner([w('input', 'a')]);
    fireEvent.click(canvasWidget('单行输入 a'));
    fireEvent.keyDown(byLabel('标签'), { key: 'Delete' });
    expect(latest().widgetList).toHaveLength(1);
  });

  it('works when the designer itself sits in a dialog, and leaves keys in its own dialogs alone', async () => {
    const value = createFormSchema([w('input', 'a'), w('input', 'b')]);
    const onChange = vi.fn<(s: FormSchema) => void>();
    render(
      <Modal open title="设计">
        <FormDesigner value={value} onChange={onChange} />
      </Modal>,
    );
    fireEvent.click(await waitFor(() => canvasWidget('单行输入 a')));
    fireEvent.keyDown(canvasWidget('单行输入 a', true), { key: 'Delete' });
    expect(names(onChange.mock.lastCall![0].widgetList)).toEqual(['b']);
    fireEvent.click(byLabel('预览'));
    const inPreview = await waitFor(() => byLabel('关闭预览'));
    fireEvent.keyDown(inPreview, { key: 'z', ctrlKey: true });
    expect(names(onChange.mock.lastCall![0].widgetList)).toEqual(['b']);
  });

  it('Enter on a focused canvas widget selects it', () => {
    renderDesigner([w('input', 'a')]);
    fireEvent.keyDown(canvasWidget('单行输入 a'), { key: 'Enter' });
    expect(canvasWidget('单行输入 a', true)).toBeTruthy();
  });
});

describe('toolbar', () => {
  it('preview renders the form, validates it and shows the data', async () => {
    const name = w('input', 'name1');
    name.options.required = true;
    name.options.label = '姓名';
    renderDesigner([name]);
    fireEvent.click(byLabel('预览'));
    const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    fireEvent.click(byLabel('校验', dialog));
    expect(await within(dialog).findByText('表单校验失败')).toBeTruthy();
    expect(within(dialog).getAllByText('姓名不可为空').length).toBeGreaterThan(0);
    // The summary names the field by its label, not its id.
    expect(within(dialog).getByText('姓名：姓名不可为空')).toBeTruthy();
    expect(within(dialog).queryByText(/^name1：/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.click(byLabel('校验', dialog));
    expect(await within(dialog).findByText('校验通过')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('数据'));
    expect(byLabel('表单数据', dialog).textContent).toContain('"name1": "张三"');
  });

  it('imports VForm JSON and shows the report', async () => {
    const { latest } = renderDesigner([w('input', 'a')]);
    fireEvent.click(byLabel('导入 JSON'));
    const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    const vform = {
      widgetList: [{ id: 'input1', type: 'input', icon: 'text-field', formItemFlag: true, options: { name: 'input1', label: '姓名', bogus: 1 } }],
      formConfig: { jsonVersion: 3, labelWidth: 90 },
    };
    fireEvent.change(byLabel('表单 JSON', dialog), { target: { value: JSON.stringify(vform) } });
    fireEvent.click(byLabel('开始导入', dialog));
    expect(names(latest().widgetList)).toEqual(['input1']);
    expect(latest().formConfig.labelWidth).toBe(90);
    expect(await within(dialog).findByText(/导入报告/)).toBeTruthy();
    expect(within(dialog).getAllByText(/bogus/).length).toBeGreaterThan(0);
  });

  it('refuses unreadable JSON and keeps the form', async () => {
    const { latest } = renderDesigner([w('input', 'a')]);
    fireEvent.click(byLabel('导入 JSON'));
    const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    fireEvent.change(byLabel('表单 JSON', dialog), { target: { value: '{ nope' } });
    fireEvent.click(byLabel('开始导入', dialog));
    expect(names(latest().widgetList)).toEqual(['a']);
    expect(await within(dialog).findByText('不是有效的 JSON 文本')).toBeTruthy();
  });

  it('exports the form as a JSON download', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((b: Blob) => (created.push(b), 'blob:form'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { value } = renderDesigner([w('input', 'a')]);
    fireEvent.click(byLabel('导出 JSON'));
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]);
    });
    expect(JSON.parse(text)).toEqual(value);
    click.mockRestore();
  });

  it('clears after confirmation, and the clear can be undone', async () => {
    const { latest } = renderDesigner([w('input', 'a')]);
    fireEvent.click(byLabel('清空'));
    const confirm = await screen.findByText('确定清空表单中的全部组件吗？');
    expect(latest().widgetList).toHaveLength(1);
    fireEvent.click(byLabel('确认清空', confirm.closest('.ant-popover') as HTMLElement));
    await waitFor(() => expect(latest().widgetList).toHaveLength(0));
    fireEvent.click(byLabel('撤销'));
    expect(latest().widgetList).toHaveLength(1);
  });

  it('offers 保存 when onSave is given', () => {
    const onSave = vi.fn();
    renderDesigner([w('input', 'a')], { onSave });
    act(() => fireEvent.click(byLabel('保存')));
    expect(onSave.mock.calls[0][0].widgetList).toHaveLength(1);
  });
});
