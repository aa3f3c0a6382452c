import { describe, expect, it } from 'vitest';
import { buildFormRules, validateForm } from './validate-form.ts';
import { applyStateOverrides } from '../linkage/evaluate.ts';
import { createFormSchema, createWidget } from '../schema/factory.ts';

function schema() {
  const name = createWidget('input');
  Object.assign(name.options, { name: 'name', label: '姓名', required: true });
  const sub = createWidget('sub-form');
  sub.options.name = 'items';
  const title = createWidget('input');
  Object.assign(title.options, { name: 'title', label: '名称', required: true });
  sub.widgetList.push(title);
  return createFormSchema([name, sub]);
}

describe('run-time state overrides', () => {
  it('a widget hidden at run time loses its rules and regains them when shown', () => {
    const s = schema();
    const data = { name: '', items: [{ title: '' }, { title: '' }] };
    expect(validateForm(s, data).errors.map((e) => e.path)).toEqual(['name', 'items.0.title', 'items.1.title']);
    const hidden = validateForm(s, data, { overrides: { name: { hidden: true }, 'items.1.title': { hidden: true } } });
    expect(hidden.errors.map((e) => e.path)).toEqual(['items.0.title']);
    expect(Object.keys(buildFormRules(s, data, { overrides: { items: { hidden: true } } }))).toEqual(['name']);
    expect(validateForm(s, data, { overrides: { name: { hidden: false } } }).errors).toHaveLength(3);
  });

  it('a required override adds the required rule; unknown keys are ignored', () => {
    const s = schema();
    (s.widgetList[0].options as { required: boolean }).required = false;
    const data = { name: '', items: [] };
    expect(validateForm(s, data).valid).toBe(true);
    expect(validateForm(s, data, { overrides: { name: { required: true }, ghost: { hidden: true } } }).errors).toEqual([
      { path: 'name', message: '姓名不可为空' },
    ]);
  });

  it('applyStateOverrides does not change its input', () => {
    const states = { a: { hidden: false, required: false, disabled: false } };
    const out = applyStateOverrides(states, { a: { disabled: true } });
    expect(out.a.disabled).toBe(true);
    expect(states.a.disabled).toBe(false);
    expect(applyStateOverrides(states, undefined)).toBe(states);
  });
});
