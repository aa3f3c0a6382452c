import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadFormSchema, checkFormSchema } from './load-schema.ts';
import { findWidgetByName, listWidgets } from '../schema/tree.ts';
import { FIELD_TYPES } from '../defaults/field-defaults.ts';
import { CONTAINER_TYPES } from '../defaults/container-defaults.ts';
import { validateForm } from '../validate/validate-form.ts';
import type { FormSchema } from '../types/schema.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const codes = (issues: { code: string }[]) => issues.map((i) => i.code);

describe('VForm import: every field type', () => {
  const { schema, issues, ok } = loadFormSchema(fixture('vform-all-fields.json'));
  const byName = (name: string) => findWidgetByName(schema, name);

  it('imports without errors and keeps every field type', () => {
    expect(ok).toBe(true);
    expect(schema.formatVersion).toBe(1);
    const types = new Set(listWidgets(schema).map((w) => w.type));
    for (const t of FIELD_TYPES) expect(types, t).toContain(t);
    expect(types).toContain('grid');
    expect(types).toContain('grid-col');
  });

  it('maps labelAlign and customClass into our format', () => {
    expect(byName('input23871')?.options.customClass).toEqual([]);
    const input = byName('input23871');
    expect(input?.type === 'input' && input.options.labelAlign).toBe('right');
    expect(schema.formConfig.labelAlign).toBe('left');
    expect(schema.formConfig.customClass).toEqual([]);
  });

  it('keeps options and fills the options VForm did not save with defaults', () => {
    const select = byName('select57293');
    expect(select?.type === 'select' && select.options.multipleLimit).toBe(2);
    const slider = byName('slider47781');
    expect(slider?.type === 'slider' && slider.options.step).toBe(10);
    expect(slider?.type === 'slider' && slider.options.vertical).toBe(false);
    const time = byName('time11376');
    expect(time?.type === 'time' && time.options.valueFormat).toBe('HH:mm:ss');
    const cascader = byName('cascader18854');
    expect(cascader?.type === 'cascader' && cascader.options.optionItems[0].children?.[0].label).toBe('成都市');
    const upload = byName('fileupload40812');
    expect(upload?.type === 'file-upload' && upload.options.fileMaxSize).toBe(10);
    const text = byName('statictext12093');
    expect(text?.type === 'static-text' && text.formItemFlag).toBe(false);
  });

  it('reports unknown option keys and kept scripts', () => {
    expect(issues).toContainEqual(expect.objectContaining({ code: 'unknownOptionKey', path: 'widgetList[0].cols[0].widgetList[2].options.readonlyMode' }));
    expect(issues).toContainEqual(expect.objectContaining({ code: 'scriptKept', level: 'info' }));
    expect(codes(issues)).not.toContain('duplicateName');
  });

  it('the imported form validates data with its rules', () => {
    const result = validateForm(schema, { input23871: 'Bob', number30517: 25, date64402: '1990-13-01' });
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { path: 'input23871', message: '申请人姓名只能输入中文字符' },
        { path: 'number30517', message: '申请份数不能大于20' },
        { path: 'radio82346', message: '性别不可为空' },
        { path: 'date64402', message: '出生日期的日期格式应为YYYY-MM-DD' },
        { path: 'pictureupload91557', message: '身份证照片不可为空' },
      ]),
    );
  });
});

describe('VForm import: containers', () => {
  const { schema, issues, ok } = loadFormSchema(fixture('vform-containers.json'));

  it('keeps every container type', () => {
    expect(ok).toBe(true);
    const types = new Set(listWidgets(schema).map((w) => w.type));
    for (const t of CONTAINER_TYPES.filter((c) => c !== 'grid' && c !== 'grid-col')) expect(types, t).toContain(t);
  });

  it('turns the VForm alert widget into our alert container', () => {
    const alert = schema.widgetList[0];
    expect(alert.type).toBe('alert');
    expect(alert.type === 'alert' && alert.category).toBe('container');
    expect(alert.type === 'alert' && alert.options.type).toBe('warning');
  });

  it('keeps table rows, spans and merged cells', () => {
    const table = findWidgetByName(schema, 'table60011');
    if (table?.type !== 'table') throw new Error('table missing');
    expect(table.rows).toHaveLength(2);
    expect(table.rows[0].cols.map((c) => [c.options.colspan, c.options.rowspan, c.merged])).toEqual([
      [2, 1, false],
      [1, 1, true],
      [1, 2, false],
    ]);
    expect(table.options.customClass).toEqual(['fee-table']);
  });

  it('reports repeated keys, keeping the last value', () => {
    expect(issues).toContainEqual(expect.objectContaining({ code: 'duplicateKey', path: 'widgetList[1].widgetList[0].options.label' }));
    expect(findWidgetByName(schema, 'idCardNo')?.options).toMatchObject({ label: '证件号码', customClass: ['id-input', 'wide'] });
  });

  it('reports and drops an unknown widget type', () => {
    expect(issues).toContainEqual(expect.objectContaining({ code: 'unknownWidgetType', level: 'warning' }));
    expect(findWidgetByName(schema, 'chart1')).toBeNull();
  });

  it('renames a repeated field name and reports it', () => {
    const renamed = issues.find((i) => i.code === 'duplicateName');
    expect(renamed?.path).toBe('widgetList[3].tabs[1].widgetList[0].options.name');
    expect(findWidgetByName(schema, 'phone')?.options).toMatchObject({ label: '联系电话' });
  });

  it('warns that a validation script does not run on the server', () => {
    expect(issues).toContainEqual(expect.objectContaining({ code: 'serverSkipsScript', level: 'warning' }));
  });

  it('validates sub-form rows, hidden tab panes and table fields', () => {
    const result = validateForm(schema, {
      idCardNo: '11010119900307001X',
      applyDate: '2024-05-01',
      fee: 1.255,
      relatives: [
        { relativeName: '张三', relation: 'father', relativePhone: '13800138000' },
        { relativeName: '', relation: 'mother', relativePhone: '123' },
      ],
    });
    expect(result.errors).toEqual([
      { path: 'fee', message: '公证费最多保留2位小数' },
      { path: 'relatives.1.relativeName', message: '亲属姓名不可为空' },
      { path: 'relatives.1.relativePhone', message: '亲属电话手机号码格式有误' },
    ]);
  });

  it('round-trips through our own format without new issues of note', () => {
    const again = loadFormSchema(JSON.stringify(schema));
    expect(again.ok).toBe(true);
    expect(again.schema).toEqual(schema);
    expect(codes(again.issues).filter((c) => c !== 'scriptKept' && c !== 'serverSkipsScript')).toEqual([]);
  });
});

describe('loading edge cases', () => {
  it('rejects text that is not JSON', () => {
    const r = loadFormSchema('{widgetList: [');
    expect(r.ok).toBe(false);
    expect(codes(r.issues)).toEqual(['invalidJson']);
    expect(r.schema.widgetList).toEqual([]);
  });

  it('rejects an object without widgetList', () => {
    expect(codes(loadFormSchema({ formConfig: {} }).issues)).toEqual(['notAForm']);
  });

  it('warns on a jsonVersion other than 3 and on a missing one', () => {
    expect(codes(loadFormSchema({ widgetList: [], formConfig: { jsonVersion: 2 } }).issues)).toContain('unsupportedVersion');
    expect(codes(loadFormSchema({ widgetList: [], formConfig: {} }).issues)).toContain('missingVersion');
  });

  it('refuses a newer version of our own format', () => {
    const r = loadFormSchema({ formatVersion: 2, widgetList: [], formConfig: {} });
    expect(r.ok).toBe(false);
    expect(codes(r.issues)).toEqual(['unsupportedVersion']);
  });

  it('maps customRule to validation and reports a pattern that does not compile', () => {
    const r = loadFormSchema({
      widgetList: [
        { type: 'cascader', id: 'c1', options: { name: 'c1', customRule: 'letter', customRuleHint: '只能是字母' } },
        { type: 'input', id: 'i1', options: { name: 'i1', validation: '([a-z' } },
      ],
      formConfig: { jsonVersion: 3 },
    });
    expect(r.schema.widgetList[0].options).toMatchObject({ validation: 'letter', validationHint: '只能是字母' });
    expect(codes(r.issues)).toContain('invalidRegExp');
  });

  it('replaces values of the wrong type by the default and reports them', () => {
    const r = loadFormSchema({
      widgetList: [{ type: 'switch', id: 's1', options: { name: 's1', switchWidth: 'wide', disabled: 'true' } }],
      formConfig: { jsonVersion: 3 },
    });
    expect(r.schema.widgetList[0].options).toMatchObject({ switchWidth: 40, disabled: true });
    expect(r.issues).toContainEqual(expect.objectContaining({ code: 'invalidOptionValue', path: 'widgetList[0].options.switchWidth' }));
  });

  it('names a widget without a name and a child in the wrong place is dropped', () => {
    const r = loadFormSchema({
      widgetList: [
        { type: 'input', options: {} },
        { type: 'grid', id: 'g', options: { name: 'g' }, cols: [{ type: 'input', id: 'x', options: { name: 'x' } }] },
      ],
      formConfig: { jsonVersion: 3 },
    });
    expect(r.schema.widgetList[0].options.name).toMatch(/^input\d+$/);
    expect(codes(r.issues)).toEqual(expect.arrayContaining(['missingName', 'unexpectedChild']));
  });

  it('keeps well-formed linkage rules of our format and reports the others', () => {
    const schema: unknown = {
      formatVersion: 1,
      widgetList: [{ type: 'input', id: 'a', options: { name: 'a' } }],
      formConfig: {
        linkage: [
          { id: 'r1', when: { field: 'a', op: 'eq', value: 'x' }, then: [{ type: 'hide', target: 'ghost' }] },
          { id: 'r2', when: { field: 'a', op: 'almost' }, then: [] },
        ],
      },
    };
    const r = loadFormSchema(schema);
    expect(r.schema.formConfig.linkage.map((l) => l.id)).toEqual(['r1']);
    expect(codes(r.issues)).toEqual(['linkageUnknownField', 'invalidLinkage']);
  });

  it('checkFormSchema reports problems of a schema in memory', () => {
    const schema = loadFormSchema({ formatVersion: 1, widgetList: [], formConfig: {} }).schema as FormSchema;
    expect(checkFormSchema(schema)).toEqual([]);
  });
});
