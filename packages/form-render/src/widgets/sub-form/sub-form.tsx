import { useContext } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { isFormItem, type Widget, type WidgetOf } from '@notaria/form-core';
import { useRegisterWidget } from '../../core/widget-ref.ts';
import { ParentDisabledContext, RowContext, useRender, useStoreSlice, useWidgetPath } from '../../core/context.ts';
import type { SubFormRef } from '../../core/types.ts';
import { viewEntry } from '../../render/registry.ts';
import { Hideable, WidgetView } from '../../render/widget-view.tsx';
import { meta } from './meta.ts';

const columnWidth = (w: Widget) => (w.options as { columnWidth?: string }).columnWidth || '200px';

function HeaderCell({ widget }: { widget: Widget }) {
  const o = widget.options as { label?: string; required?: boolean };
  return (
    <div className="fr-sub-form-th" style={{ width: columnWidth(widget), flex: 'none', padding: '0 4px', fontWeight: 600 }}>
      {o.required ? <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span> : null}
      {isFormItem(widget) ? o.label : null}
    </div>
  );
}

/**
 * Rows of fields; rows can be added, inserted, removed and moved. Fields in a row are addressed
 * `subFormName.rowIndex.fieldName`; row changes reach onSubFormRowChange after 800 ms.
 */
export function SubFormView({ widget }: { widget: WidgetOf<'sub-form'> }) {
  const { store, designState, design } = useRender();
  const name = widget.options.name;
  const path = useWidgetPath(widget);
  const ref = useRegisterWidget<SubFormRef>(widget, path);
  const dataKeys = useStoreSlice((s) => s.getRowKeys(name));
  // Design mode shows one row of the fields, without row operations.
  const keys = designState ? ['design'] : dataKeys;
  const state = useStoreSlice((s) => s.getState(path));
  const formDisabled = useStoreSlice((s) => s.isFormDisabled());
  const parentDisabled = useContext(ParentDisabledContext);
  const disabled = widget.options.disabled || state.disabled || formDisabled || parentDisabled || designState;
  const o = widget.options;

  ref.getRows = () => store.getSubFormValues(name);
  ref.addRow = () => store.insertSubFormRow(name);
  ref.insertRow = (index) => store.insertSubFormRow(name, index);
  ref.removeRow = (index) => store.removeSubFormRow(name, index);
  ref.moveRow = (from, to) => store.moveSubFormRow(name, from, to);

  const cells = (
    <>
      {widget.widgetList.map((w) => (
        <div key={w.id} style={{ width: columnWidth(w), flex: 'none', padding: '0 4px' }}>
          <WidgetView widget={w} />
        </div>
      ))}
    </>
  );
  return (
    <Hideable widget={widget} style={{ marginBottom: 16 }}>
      <div className="fr-sub-form" role="group" aria-label={o.label || name}>
        <div className="fr-sub-form-header" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
          <span className="fr-sub-form-title" style={{ fontWeight: 600, textAlign: o.labelAlign || 'center' }}>
            {o.label}
          </span>
          {!disabled && (
            <Button size="small" aria-label="添加行" icon={<PlusOutlined />} onClick={() => store.insertSubFormRow(name)}>
              添加
            </Button>
          )}
        </div>
        <div style={{ overflowX: 'auto' }}>
          <div className="fr-sub-form-thead" style={{ display: 'flex', borderBottom: '1px solid #f0f0f0' }}>
            {o.showRowNumber ? <div style={{ width: 40, flex: 'none' }}>#</div> : null}
            {widget.widgetList.map((w) => (
              <HeaderCell key={w.id} widget={w} />
            ))}
            {!disabled ? <div style={{ width: 150, flex: 'none' }}>操作</div> : null}
          </div>
          <ParentDisabledContext.Provider value={disabled}>
            {keys.map((key, row) => (
              <RowContext.Provider key={key} value={{ subForm: name, row }}>
                <div className="fr-sub-form-row" data-row={row} style={{ display: 'flex', alignItems: 'flex-start', paddingTop: 8 }}>
                  {o.showRowNumber ? (
                    <div className="fr-sub-form-row-number" style={{ width: 40, flex: 'none', lineHeight: '32px' }}>
                      {row + 1}
                    </div>
                  ) : null}
                  {designState && design?.renderList ? design.renderList(widget, widget.widgetList, cells) : cells}
                  {!disabled ? (
                    <Space size={2} style={{ width: 150, flex: 'none' }}>
                      <Tooltip title="插入行">
                        <Button size="small" aria-label={`在第${row + 1}行前插入`} icon={<PlusOutlined />} onClick={() => store.insertSubFormRow(name, row)} />
                      </Tooltip>
                      <Button
                        size="small"
                        aria-label={`上移第${row + 1}行`}
                        icon={<ArrowUpOutlined />}
                        disabled={row === 0}
                        onClick={() => store.moveSubFormRow(name, row, row - 1)}
                      />
                      <Button
                        size="small"
                        aria-label={`下移第${row + 1}行`}
                        icon={<ArrowDownOutlined />}
                        disabled={row === keys.length - 1}
                        onClick={() => store.moveSubFormRow(name, row, row + 1)}
                      />
                      <Button
                        size="small"
                        danger
                        aria-label={`删除第${row + 1}行`}
                        icon={<DeleteOutlined />}
                        onClick={() => store.removeSubFormRow(name, row)}
                      />
                    </Space>
                  ) : null}
                </div>
              </RowContext.Provider>
            ))}
          </ParentDisabledContext.Provider>
        </div>
      </div>
    </Hideable>
  );
}

export const subFormEntry = viewEntry<'sub-form'>(meta, SubFormView);
