import type { JsonValue } from './common.ts';

export type ConditionOperator = 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'notIn' | 'contains' | 'notContains' | 'empty' | 'notEmpty' | 'matches';

/** A test of one field's value; inside a sub-form row, names of the row's fields refer to that row. */
export interface FieldCondition {
  field: string;
  op: ConditionOperator;
  value?: JsonValue;
}

export type LinkageCondition = FieldCondition | { all: LinkageCondition[] } | { any: LinkageCondition[] } | { not: LinkageCondition };

export type StateActionType = 'show' | 'hide' | 'require' | 'unrequire' | 'disable' | 'enable';

export type LinkageAction = { type: StateActionType; target: string } | { type: 'setValue'; target: string; value: JsonValue };

/**
 * When `when` holds, `then` applies; otherwise the targets keep their configured state.
 * Later rules override earlier ones. A rule whose targets sit in a sub-form runs once per row.
 */
export interface LinkageRule {
  id: string;
  description?: string;
  when: LinkageCondition;
  then: LinkageAction[];
}
