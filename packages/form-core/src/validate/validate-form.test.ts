import { describe, expect, it } from 'vitest';
import { validateForm, buildFormRules, fieldLabelAt } from './validate-form.ts';
import { createFormSchema, createWidget } from '../schema/factory.ts';
import { buildInitialData, getSubFormRows, pickFormData, FormCoreError } from '../schema/form-data.ts';
import type { Widget } from '../types/containers.ts';
import type { FormSchema } from '../types/schema.ts';

function field<T extends 'input' | 'number' | 'select'>(type: T, name: string, label: string, patch: Record<string, unknown> = {}) {
  const w = createWidget(type);
  Object.assign(w.options, { name, label }, patch);
  return w;
}

function schemaWith(): FormSchema {
  const grid = createWidget('grid');
  grid.cols[0].widgetList.push(field('input', 'name', '姓名', { required: true }));
  grid.cols[1].widgetList.push(field('input', 'email', '邮箱', { validation: 'email' }));
  const card = createWidget('card');
  card.options.name = 'extra';
  card.widgetList.push(field('input', 'note', '说明', { required: true }));
  const sub = createWidget('sub-form');
  Object.assign(sub.options, { name: 'items', label: '明细' });
  sub.widgetList.push(field('input', 'title', '名称', { required: true }), field('number', 'qty', '数量', { min: 1 }));
  const kind = field('select', 'kind', '类型');
  const schema = createFormSchema([grid, card, sub, kind] as Widget[]);
  return schema;
}

describe('validateForm', () => {
  it('returns every failing field with its path, and the form failure message', () => {
    const result = validateForm(schemaWith(), {
      name: '',
      email: 'bad',
      note: 'x',
      items: [
        { title: 'A', qty: 2 },
        { title: '', qty: 0 },
      ],
    });
    expect(result.valid).toBe(false);
    expect(result.message).toBe('表单校验失败');
    expect(result.errors).toEqual([
      { path: 'name', message: '姓名不可为空' },
      { path: 'email', message: '邮箱邮箱格式有误' },
      { path: 'items.1.title', message: '名称不可为空' },
      { path: 'items.1.qty', message: '数量不能小于1' },
    ]);
  });

  it('passes valid data', () => {
    const result = validateForm(schemaWith(), { name: '张三', email: 'a@b.cn', note: '无', items: [] });
    expect(result).toMatchObject({ valid: true, errors: [], message: null });
  });

  it('skips hidden fields and everything inside a hidden container', () => {
    const schema = schemaWith();
    const card = schema.widgetList[1];
    card.options.hidden = true;
    const result = validateForm(schema, { name: '张三', items: [] });
    expect(result.valid).toBe(true);
    card.options.hidden = false;
    expect(validateForm(schema, { name: '张三', items: [] }).errors).toEqual([{ path: 'note', message: '说明不可为空' }]);
  });

  it('refuses a sub-form value that is not a list of rows', () => {
    const result = validateForm(schemaWith(), { name: 'a', note: 'b', items: 'rows' });
    expect(result.errors).toEqual([{ path: 'items', message: '明细的值格式不正确' }]);
    const rows = validateForm(schemaWith(), { name: 'a', note: 'b', items: [{ title: 'x' }, 5] });
    expect(rows.errors).toEqual([{ path: 'items.1', message: '明细的值格式不正确' }]);
  });

  it('applies linkage: hide, require, setValue, per sub-form row', () => {
    const schema = schemaWith();
    schema.formConfig.linkage = [
      { id: 'r1', when: { field: 'kind', op: 'eq', value: 2 }, then: [{ type: 'hide', target: 'extra' }] },
      { id: 'r2', when: { field: 'kind', op: 'eq', value: 3 }, then: [{ type: 'require', target: 'email' }] },
      { id: 'r3', when: { field: 'title', op: 'eq', value: '赠品' }, then: [{ type: 'setValue', target: 'qty', value: 1 }] },
    ];
    expect(validateForm(schema, { name: 'a', kind: 2, items: [] }).valid).toBe(true);
    expect(validateForm(schema, { name: 'a', note: 'n', kind: 3, items: [] }).errors).toEqual([{ path: 'email', message: '邮箱不可为空' }]);
    const result = validateForm(schema, {
      name: 'a',
      note: 'n',
      items: [
        { title: '赠品', qty: 0 },
        { title: '书', qty: 0 },
      ],
    });
    expect(result.data.items).toEqual([
      { title: '赠品', qty: 1 },
      { title: '书', qty: 0 },
    ]);
    expect(result.errors).toEqual([{ path: 'items.1.qty', message: '数量不能小于1' }]);
  });

  it('buildFormRules gives rules by path for shown fields only', () => {
    const schema = schemaWith();
    const rules = buildFormRules(schema, { items: [{}, {}] });
    expect(Object.keys(rules)).toEqual(['name', 'email', 'note', 'items.0.title', 'items.0.qty', 'items.1.title', 'items.1.qty', 'kind']);
    schema.widgetList[0].options.hidden = true;
    expect(Object.keys(buildFormRules(schema, { items: [] }))).toEqual(['note', 'kind']);
  });
});

describe('form data helpers', () => {
  it('buildInitialData uses default values and one blank sub-form row', () => {
    const data = buildInitialData(schemaWith());
    expect(data).toEqual({ name: '', email: '', note: '', items: [{ title: '', qty: null }], kind: null });
  });

  it('pickFormData keeps only the keys the schema defines', () => {
    const picked = pickFormData(schemaWith(), { name: 'a', evil: 1, items: [{ title: 't', extra: 2 }] });
    expect(picked).toEqual({ name: 'a', items: [{ title: 't' }] });
  });

  it('getSubFormRows refuses unknown names and widgets that are not sub-forms', () => {
    const schema = schemaWith();
    expect(getSubFormRows(schema, { items: [{ title: 'x' }] }, 'items')).toEqual([{ title: 'x' }]);
    expect(() => getSubFormRows(schema, {}, 'ghost')).toThrow(new FormCoreError('REF_NOT_FOUND', '未找到组件引用: ghost'));
    expect(() => getSubFormRows(schema, {}, 'name')).toThrow('name 不是子表单');
  });
});

describe('fieldLabelAt', () => {
  it('names an error by the field label, with the sub-form and row inside a sub-form', () => {
    const schema = schemaWith();
    expect(fieldLabelAt(schema, 'name')).toBe('姓名');
    expect(fieldLabelAt(schema, 'items.1.qty')).toBe('明细 第 2 行 数量');
    expect(fieldLabelAt(schema, 'items.0')).toBe('明细 第 1 行');
    expect(fieldLabelAt(schema, 'gone')).toBe('gone');
    const unlabelled = createFormSchema([field('input', 'input5433', '')] as Widget[]);
    expect(fieldLabelAt(unlabelled, 'input5433')).toBe('input5433');
  });
});
