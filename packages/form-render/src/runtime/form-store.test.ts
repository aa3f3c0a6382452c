import { describe, expect, it, vi } from 'vitest';
import { createFormSchema } from '@notaria/form-core';
import { widget } from '../test/helpers.tsx';
import { FormStore } from './form-store.ts';

const twoFields = () => createFormSchema([widget('input', 'a'), widget('input', 'b')]);

describe('FormStore notifications', () => {
  it('a value change reaches the listeners of its field and whole-form listeners only', () => {
    const store = new FormStore(twoFields());
    const onA = vi.fn();
    const onB = vi.fn();
    const onForm = vi.fn();
    store.subscribePath('a', onA);
    store.subscribePath('b', onB);
    store.subscribe(onForm);
    store.setValue('a', 'x', { validate: true });
    expect([onA.mock.calls.length, onB.mock.calls.length, onForm.mock.calls.length]).toEqual([1, 0, 1]);
  });

  it('validating reaches the fields whose message changed', () => {
    const store = new FormStore(createFormSchema([widget('input', 'a'), widget('input', 'b', { required: true })]));
    const onA = vi.fn();
    const onB = vi.fn();
    store.subscribePath('a', onA);
    store.subscribePath('b', onB);
    store.validate();
    expect(store.getErrors()).toEqual({ b: expect.any(String) });
    expect([onA.mock.calls.length, onB.mock.calls.length]).toEqual([0, 1]);
    store.validate();
    expect([onA.mock.calls.length, onB.mock.calls.length]).toEqual([0, 1]);
    store.setValue('b', 'y');
    store.validate();
    expect(store.getErrors()).toEqual({});
    expect(onB.mock.calls.length).toBe(3);
  });

  it('with linkage rules a value change re-evaluates them and reaches every field', () => {
    const schema = twoFields();
    schema.formConfig.linkage = [{ id: 'r1', when: { field: 'a', op: 'eq', value: 'hide' }, then: [{ type: 'hide', target: 'b' }] }];
    const store = new FormStore(schema);
    const onB = vi.fn();
    store.subscribePath('b', onB);
    store.setValue('a', 'hide');
    expect(store.getState('b').hidden).toBe(true);
    expect(onB).toHaveBeenCalled();
    store.setValue('a', 'show');
    expect(store.getState('b').hidden).toBe(false);
  });
});
