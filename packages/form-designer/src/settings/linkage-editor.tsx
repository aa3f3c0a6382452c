import { Button, Card, Input, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { listWidgets, type ConditionOperator, type FieldCondition, type JsonValue, type LinkageAction, type LinkageRule } from '@notaria/form-core';
import { useDesigner, useDesignerSlice } from '../designer/context.ts';
import { ACTION_LABELS, CONDITION_LABELS } from '../designer/labels.ts';

const NO_VALUE: ReadonlySet<ConditionOperator> = new Set(['empty', 'notEmpty']);

/** Text typed for a value: JSON when it parses (1, true, ["a"]), otherwise the text itself. */
export function parseValue(text: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return text;
  }
}
const showValue = (v: JsonValue | undefined) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

const isField = (c: LinkageRule['when']): c is FieldCondition => 'field' in c;

let counter = 0;
const newRuleId = () => `rule${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Rules of form-core's linkage model: when a field …, then show/hide/require/disable/set value on fields. */
export function LinkageEditor() {
  const { run } = useDesigner();
  const rules = useDesignerSlice((h) => h.present.schema.formConfig.linkage);
  const schema = useDesignerSlice((h) => h.present.schema);
  const names = listWidgets(schema)
    .filter((w) => w.options.name && w.type !== 'grid-col' && w.type !== 'table-cell')
    .map((w) => ({ value: w.options.name, label: `${(w.options as { label?: string }).label || w.type} (${w.options.name})` }));
  const fields = names;
  const save = (next: LinkageRule[]) => run({ type: 'updateFormConfig', key: 'linkage', value: next });
  const setRule = (i: number, rule: LinkageRule) => save(rules.map((r, j) => (j === i ? rule : r)));
  const setAction = (i: number, k: number, action: LinkageAction) => setRule(i, { ...rules[i], then: rules[i].then.map((a, j) => (j === k ? action : a)) });

  return (
    <div className="fd-linkage-editor" role="group" aria-label="联动规则">
      {rules.map((rule, i) => (
        <Card
          key={rule.id}
          size="small"
          title={`规则 ${i + 1}`}
          style={{ marginBottom: 8 }}
          extra={
            <Button
              size="small"
              type="text"
              danger
              aria-label={`删除规则 ${i + 1}`}
              icon={<DeleteOutlined />}
              onClick={() => save(rules.filter((_, j) => j !== i))}
            />
          }
        >
          {isField(rule.when) ? (
            <Space.Compact block style={{ marginBottom: 6 }}>
              <Select
                aria-label={`规则 ${i + 1} 条件字段`}
                placeholder="当字段"
                value={rule.when.field || undefined}
                options={fields}
                onChange={(field) => setRule(i, { ...rule, when: { ...(rule.when as FieldCondition), field } })}
                style={{ width: '45%' }}
              />
              <Select
                aria-label={`规则 ${i + 1} 条件`}
                value={rule.when.op}
                options={Object.entries(CONDITION_LABELS).map(([value, label]) => ({ value, label }))}
                onChange={(op: ConditionOperator) => {
                  const when: FieldCondition = { field: (rule.when as FieldCondition).field, op };
                  if (!NO_VALUE.has(op)) when.value = (rule.when as FieldCondition).value ?? '';
                  setRule(i, { ...rule, when });
                }}
                style={{ width: '25%' }}
              />
              {NO_VALUE.has(rule.when.op) ? null : (
                <Input
                  aria-label={`规则 ${i + 1} 条件值`}
                  placeholder="值"
                  value={showValue(rule.when.value)}
                  onChange={(e) => setRule(i, { ...rule, when: { ...(rule.when as FieldCondition), value: parseValue(e.target.value) } })}
                  style={{ width: '30%' }}
                />
              )}
            </Space.Compact>
          ) : (
            <Typography.Paragraph type="secondary" style={{ fontFamily: 'monospace', fontSize: 12 }}>
              组合条件（可通过导入 JSON 编辑）：{JSON.stringify(rule.when)}
            </Typography.Paragraph>
          )}
          {rule.then.map((action, k) => (
            <Space.Compact key={k} block style={{ marginBottom: 4 }}>
              <Select
                aria-label={`规则 ${i + 1} 动作 ${k + 1}`}
                value={action.type}
                options={Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }))}
                onChange={(type: LinkageAction['type']) =>
                  setAction(i, k, type === 'setValue' ? { type, target: action.target, value: '' } : { type, target: action.target })
                }
                style={{ width: '30%' }}
              />
              <Select
                aria-label={`规则 ${i + 1} 动作 ${k + 1} 目标`}
                placeholder="目标字段"
                value={action.target || undefined}
                options={names}
                onChange={(target) => setAction(i, k, { ...action, target })}
                style={{ width: action.type === 'setValue' ? '40%' : '60%' }}
              />
              {action.type === 'setValue' ? (
                <Input
                  aria-label={`规则 ${i + 1} 动作 ${k + 1} 值`}
                  value={showValue(action.value)}
                  onChange={(e) => setAction(i, k, { ...action, value: parseValue(e.target.value) })}
                  style={{ width: '30%' }}
                />
              ) : null}
              <Button
                aria-label={`删除规则 ${i + 1} 动作 ${k + 1}`}
                icon={<DeleteOutlined />}
                onClick={() => setRule(i, { ...rule, then: rule.then.filter((_, j) => j !== k) })}
              />
            </Space.Compact>
          ))}
          <Button
            size="small"
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => setRule(i, { ...rule, then: [...rule.then, { type: 'show', target: '' }] })}
          >
            添加动作
          </Button>
        </Card>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => save([...rules, { id: newRuleId(), when: { field: '', op: 'eq', value: '' }, then: [{ type: 'show', target: '' }] }])}
      >
        添加联动规则
      </Button>
    </div>
  );
}
