import { describe, expect, it } from 'vitest';
import { evaluateLinkage } from './evaluate.ts';
import { evaluateCondition } from './condition.ts';
import { createFormSchema, createWidget } from '../schema/factory.ts';
import type { LinkageCondition, LinkageRule } from '../types/linkage.ts';
import type { Widget } from '../types/containers.ts';

function schema(rules: LinkageRule[]) {
  const a = createWidget('radio');
  a.options.name = 'married';
  const b = createWidget('input');
  Object.assign(b.options, { name: 'spouse', hidden: true });
  const c = createWidget('input');
  c.options.name = 'spouseId';
  const d = createWidget('number');
  d.options.name = 'copies';
  const s = createWidget('sub-form');
  s.options.name = 'rows';
  const r1 = createWidget('select');
  r1.options.name = 'kind';
  const r2 = createWidget('input');
  r2.options.name = 'other';
  s.widgetList.push(r1, r2);
  const f = createFormSchema([a, b, c, d, s] as Widget[]);
  f.formConfig.linkage = rules;
  return f;
}

describe('evaluateLinkage', () => {
  const rules: LinkageRule[] = [
    {
      id: 'show',
      when: { field: 'married', op: 'eq', value: 1 },
      then: [
        { type: 'show', target: 'spouse' },
        { type: 'require', target: 'spouse' },
      ],
    },
    { id: 'dis', when: { field: 'married', op: 'ne', value: 1 }, then: [{ type: 'disable', target: 'spouseId' }] },
    { id: 'set', when: { field: 'spouse', op: 'notEmpty' }, then: [{ type: 'setValue', target: 'copies', value: 2 }] },
    { id: 'row', when: { field: 'kind', op: 'eq', value: 'other' }, then: [{ type: 'require', target: 'other' }] },
  ];

  it('keeps the configured state when no condition holds', () => {
    const { states, data } = evaluateLinkage(schema(rules), { married: 2, rows: [] });
    expect(states.spouse).toEqual({ hidden: true, required: false, disabled: false });
    expect(states.spouseId.disabled).toBe(true);
    expect(data).toEqual({ married: 2, rows: [] });
  });

  it('shows, requires and sets values when conditions hold, and chains setValue', () => {
    const input = { married: '1', spouse: '李四', copies: 1, rows: [] };
    const { states, data } = evaluateLinkage(schema(rules), input);
    expect(states.spouse).toEqual({ hidden: false, required: true, disabled: false });
    expect(states.spouseId.disabled).toBe(false);
    expect(data.copies).toBe(2);
    expect(input.copies).toBe(1);
  });

  it('runs rules on sub-form fields once per row', () => {
    const { states } = evaluateLinkage(schema(rules), { rows: [{ kind: 'a' }, { kind: 'other' }] });
    expect(states['rows.0.other'].required).toBe(false);
    expect(states['rows.1.other'].required).toBe(true);
  });

  it('stops rules that fight each other', () => {
    const fight: LinkageRule[] = [
      { id: 'a', when: { field: 'copies', op: 'eq', value: 1 }, then: [{ type: 'setValue', target: 'copies', value: 2 }] },
      { id: 'b', when: { field: 'copies', op: 'eq', value: 2 }, then: [{ type: 'setValue', target: 'copies', value: 1 }] },
    ];
    expect(() => evaluateLinkage(schema(fight), { copies: 1 })).not.toThrow();
  });
});

describe('evaluateCondition', () => {
  const data: Record<string, unknown> = { n: 5, s: '公证处', list: ['a', 'b'], empty: '', date: '2024-05-01' };
  const look = (f: string) => data[f];
  const table: [LinkageCondition, boolean][] = [
    [{ field: 'n', op: 'eq', value: '5' }, true],
    [{ field: 'n', op: 'gt', value: 4 }, true],
    [{ field: 'n', op: 'lte', value: 4 }, false],
    [{ field: 'date', op: 'gte', value: '2024-01-01' }, true],
    [{ field: 'n', op: 'in', value: [1, 5] }, true],
    [{ field: 'n', op: 'notIn', value: [1, 5] }, false],
    [{ field: 'list', op: 'contains', value: 'b' }, true],
    [{ field: 's', op: 'contains', value: '公证' }, true],
    [{ field: 'list', op: 'notContains', value: 'z' }, true],
    [{ field: 'empty', op: 'empty' }, true],
    [{ field: 'missing', op: 'notEmpty' }, false],
    [{ field: 's', op: 'matches', value: '^公证' }, true],
    [{ field: 'empty', op: 'gt', value: 0 }, false],
    [
      {
        all: [
          { field: 'n', op: 'eq', value: 5 },
          { field: 'empty', op: 'empty' },
        ],
      },
      true,
    ],
    [
      {
        any: [
          { field: 'n', op: 'eq', value: 6 },
          { field: 's', op: 'eq', value: 'x' },
        ],
      },
      false,
    ],
    [{ not: { field: 'n', op: 'eq', value: 6 } }, true],
  ];
  it.each(table)('%j → %s', (cond, expected) => expect(evaluateCondition(cond, look)).toBe(expected));
});
