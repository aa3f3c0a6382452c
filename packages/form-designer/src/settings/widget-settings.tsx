import { memo, useDeferredValue, useLayoutEffect, useRef, type RefObject } from 'react';
import { Collapse, Empty, Form, Typography } from 'antd';
import type { WidgetType } from '@notaria/form-core';
import { useDesigner, useDesignerSlice } from '../designer/context.ts';
import { isScriptKey, OPTION_LABELS, typeLabel } from '../designer/labels.ts';
import type { DesignerAction } from '../engine/actions.ts';
import { widgetById } from '../engine/tree-ops.ts';
import { ContainerActions } from './container-actions.tsx';
import { OptionField } from './option-field.tsx';
import { ScriptEditor } from './script-editor.tsx';

/** Options managed by their own operations (or not meant to be edited here). */
const SKIPPED = new Set(['active']);

/** Sections of the option list; only 基本属性 is open at first (the others render when opened). */
const SECTIONS: { key: string; title: string; keys: ReadonlySet<string> | null }[] = [
  {
    key: 'basic',
    title: '基本属性',
    keys: new Set([
      'name',
      'label',
      'type',
      'defaultValue',
      'placeholder',
      'optionItems',
      'textContent',
      'htmlContent',
      'title',
      'description',
      'multiple',
      'rows',
      'span',
      'cardWidth',
      'folded',
      'showFold',
      'shadow',
      'gutter',
    ]),
  },
  {
    key: 'rules',
    title: '校验规则',
    keys: new Set([
      'required',
      'requiredHint',
      'validation',
      'validationHint',
      'minLength',
      'maxLength',
      'showWordLimit',
      'min',
      'max',
      'precision',
      'step',
      'multipleLimit',
      'limit',
      'fileMaxSize',
      'fileTypes',
    ]),
  },
  {
    key: 'look',
    title: '标签与状态',
    keys: new Set([
      'labelHidden',
      'labelWidth',
      'labelAlign',
      'labelTooltip',
      'labelIconClass',
      'labelIconPosition',
      'hidden',
      'disabled',
      'readonly',
      'size',
      'customClass',
      'columnWidth',
    ]),
  },
  { key: 'more', title: '其他属性', keys: null },
];

const sectionOf = (key: string) => SECTIONS.find((s) => s.keys?.has(key))?.key ?? 'more';

/** The action that sets an option: tab panes and cards keep their own operations. */
function optionAction(type: WidgetType, id: string, key: string, value: unknown): DesignerAction {
  if (type === 'tab-pane' && key === 'hidden') return { type: 'setTabHidden', id, hidden: Boolean(value) };
  if (type === 'tab-pane' && key === 'disabled') return { type: 'setTabDisabled', id, disabled: Boolean(value) };
  if (type === 'card' && key === 'folded') return { type: 'setCardFolded', id, folded: Boolean(value) };
  return { type: 'updateOption', id, key, value };
}

interface OptionRowProps {
  /** The widget being edited (a ref: selecting another widget with the same value re-renders nothing). */
  widgetId: RefObject<string>;
  widgetType: WidgetType;
  name: string;
  value: unknown;
}

/**
 * One option's editor; memoised, so that typing into one re-renders only its own row, and selecting
 * another widget of the type re-renders only the rows whose values differ.
 */
const OptionRow = memo(function OptionRow({ widgetId, widgetType, name, value }: OptionRowProps) {
  const { run } = useDesigner();
  const label = OPTION_LABELS[name] ?? name;
  return (
    <Form.Item label={<span title={name}>{label}</span>} style={{ marginBottom: 8 }}>
      <OptionField widgetType={widgetType} name={name} label={label} value={value} onChange={(v) => run(optionAction(widgetType, widgetId.current, name, v))} />
    </Form.Item>
  );
});

/** 组件设置: every option of the selected widget, generated from the option values, then its scripts. */
export function WidgetSettings() {
  const { run } = useDesigner();
  // A newly selected widget's panel renders after the canvas has shown the selection (it takes a
  // while to build); edits of the same widget update it at once, so typing never waits.
  const selectedId = useDesignerSlice((h) => h.present.selectedId);
  const shownId = useDeferredValue(selectedId);
  const widget = useDesignerSlice((h) => widgetById(h.present.schema, shownId));
  const widgetId = useRef('');
  useLayoutEffect(() => {
    if (widget) widgetId.current = widget.id;
  }, [widget]);
  if (!widget) return <Empty description="请在画布上选择一个组件" />;
  const entries = Object.entries(widget.options as unknown as Record<string, unknown>);
  const options = entries.filter(([k]) => !isScriptKey(k) && !SKIPPED.has(k));
  const scripts = entries.filter(([k]) => isScriptKey(k)) as [string, string][];
  return (
    <div className="fd-widget-settings">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {typeLabel(widget.type)} <Typography.Text type="secondary">{widget.options.name}</Typography.Text>
      </Typography.Title>
      <ContainerActions widget={widget} />
      <Form layout="vertical" size="small" component="div">
        <Collapse
          size="small"
          defaultActiveKey={['basic']}
          items={[
            ...SECTIONS.map((section) => ({
              key: section.key,
              label: section.title,
              children: options
                .filter(([key]) => sectionOf(key) === section.key)
                .map(([key, value]) => <OptionRow key={key} widgetId={widgetId} widgetType={widget.type} name={key} value={value} />),
            })).filter((item) => item.children.length > 0),
            ...(scripts.length
              ? [
                  {
                    key: 'scripts',
                    label: '事件脚本',
                    children: <ScriptEditor scripts={scripts} onChange={(key, text) => run({ type: 'updateOption', id: widget.id, key, value: text })} />,
                  },
                ]
              : []),
          ]}
        />
      </Form>
    </div>
  );
}
