import { describe, expect, it } from 'vitest';
import { buildFieldRules, runRules } from './build-rules.ts';
import { createWidget } from '../schema/factory.ts';

const input = (patch: Record<string, unknown> = {}) => {
  const w = createWidget('input');
  Object.assign(w.options, { name: 'applicant', label: '申请人' }, patch);
  return w;
};
const run = (w: Parameters<typeof buildFieldRules>[0], value: unknown) => runRules(buildFieldRules(w), value, {});

describe('buildFieldRules', () => {
  it('required: default message naming the label, on blur', () => {
    const [rule] = buildFieldRules(input({ required: true }));
    expect(rule).toMatchObject({ kind: 'required', trigger: ['blur'], required: true, message: '申请人不可为空' });
    for (const empty of ['', '   ', null, undefined, []]) expect(rule.validate(empty, {})).toBe('申请人不可为空');
    expect(rule.validate('张三', {})).toBeNull();
  });

  it('required: requiredHint replaces the default message', () => {
    expect(run(input({ required: true, requiredHint: '请填写申请人' }), '')).toBe('请填写申请人');
  });

  it('required falls back to the name when the label is empty', () => {
    expect(run(input({ required: true, label: '' }), '')).toBe('applicant不可为空');
  });

  it('a named validator runs on blur and change with its hint', () => {
    const rules = buildFieldRules(input({ validation: 'mobilePhone', validationHint: '请输入11位手机号' }));
    const rule = rules.find((r) => r.kind === 'validator');
    expect(rule).toMatchObject({ trigger: ['blur', 'change'], validator: 'mobilePhone' });
    expect(rule?.validate('123', {})).toBe('请输入11位手机号');
    expect(rule?.validate('', {})).toBeNull();
  });

  it('a regular expression runs with the default or hint message', () => {
    const rules = buildFieldRules(input({ validation: '^\\d{6}$' }));
    expect(rules.find((r) => r.kind === 'pattern')).toMatchObject({ trigger: ['blur', 'change'], pattern: '^\\d{6}$' });
    expect(run(input({ validation: '^\\d{6}$' }), 'abc')).toBe('申请人校验不通过');
    expect(run(input({ validation: '/^\\d{6}$/', validationHint: '邮编为6位数字' }), 'abc')).toBe('邮编为6位数字');
  });

  it('noBlankStart has no effect', () => {
    expect(run(input({ validation: 'noBlankStart' }), '  leading')).toBeNull();
  });

  it('min and max length count characters', () => {
    const w = input({ minLength: 2, maxLength: 4 });
    expect(run(w, '张')).toBe('申请人长度不能少于2个字符');
    expect(run(w, '张三李四王')).toBe('申请人长度不能超过4个字符');
    expect(run(w, '张三')).toBeNull();
    expect(run(w, '')).toBeNull();
  });

  it('number: min, max, precision and the number format', () => {
    const w = createWidget('number');
    Object.assign(w.options, { name: 'fee', label: '费用', min: 0, max: 100, precision: 1 });
    expect(run(w, -1)).toBe('费用不能小于0');
    expect(run(w, 100.5)).toBe('费用不能大于100');
    expect(run(w, 2.25)).toBe('费用最多保留1位小数');
    expect(run(w, '12')).toBe('费用数字格式不正确');
    expect(run(w, 99.9)).toBeNull();
    w.options.precision = 0;
    expect(run(w, 2.5)).toBe('费用必须为整数');
    expect(buildFieldRules(w).map((r) => r.kind)).toEqual(['valueShape', 'min', 'max', 'precision']);
  });

  it('select: multipleLimit', () => {
    const w = createWidget('select');
    Object.assign(w.options, { name: 'items', label: '事项', multiple: true, multipleLimit: 2 });
    expect(run(w, [1, 2, 3])).toBe('事项最多选择2项');
    expect(run(w, [1, 2])).toBeNull();
    w.options.multipleLimit = 0;
    expect(run(w, [1, 2, 3])).toBeNull();
  });

  it('slider and rate bounds', () => {
    const slider = createWidget('slider');
    Object.assign(slider.options, { label: '进度' });
    expect(run(slider, 101)).toBe('进度不能大于100');
    slider.options.range = true;
    expect(run(slider, [10, 20])).toBeNull();
    expect(run(slider, [-1, 20])).toBe('进度不能小于0');
    const rate = createWidget('rate');
    Object.assign(rate.options, { label: '评分' });
    expect(run(rate, 6)).toBe('评分不能大于5');
    expect(run(rate, 3.5)).toBe('评分必须为整数');
    rate.options.allowHalf = true;
    expect(run(rate, 3.5)).toBeNull();
  });

  it('value shapes the server refuses', () => {
    const sw = createWidget('switch');
    Object.assign(sw.options, { label: '加急' });
    expect(run(sw, 'yes')).toBe('加急的值格式不正确');
    const date = createWidget('date');
    Object.assign(date.options, { label: '日期' });
    expect(run(date, '2024-02-30x')).toBe('日期的日期格式应为YYYY-MM-DD');
    expect(run(date, '2024-02-03')).toBeNull();
    const time = createWidget('time-range');
    Object.assign(time.options, { label: '时段' });
    expect(run(time, ['09:00:00', '17:30:00'])).toBeNull();
    expect(run(time, ['9:00', '17:30:00'])).toBe('时段的日期格式应为HH:mm:ss');
    const map = createWidget('input-map');
    Object.assign(map.options, { label: '地址' });
    expect(run(map, { lnglat: [104.07, 30.66], address: '成都市' })).toBeNull();
    expect(run(map, { lnglat: 'x', address: '成都市' })).toBe('地址的值格式不正确');
  });

  it('a hidden field loses its rules and regains them when shown', () => {
    const w = input({ required: true, validation: 'email' });
    expect(buildFieldRules(w, { hidden: true })).toEqual([]);
    w.options.hidden = true;
    expect(buildFieldRules(w)).toEqual([]);
    w.options.hidden = false;
    expect(buildFieldRules(w).map((r) => r.kind)).toEqual(['required', 'validator', 'valueShape']);
    w.options.hidden = true;
    expect(buildFieldRules(w, { hidden: false }).length).toBe(3);
  });

  it('widgets without a value have no rules', () => {
    expect(buildFieldRules(createWidget('button'))).toEqual([]);
    expect(buildFieldRules(createWidget('grid'))).toEqual([]);
  });
});
