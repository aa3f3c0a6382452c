import { Button, Select, Space, Typography } from 'antd';
import type { TableWidget, Widget } from '@notaria/form-core';
import type { ReactNode } from 'react';
import { useDesigner, useDesignerSlice } from '../designer/context.ts';
import { locate } from '../engine/state.ts';

function TableActions({ table, cellId }: { table: TableWidget; cellId: string | null }) {
  const { run } = useDesigner();
  let at: { r: number; c: number } | null = null;
  table.rows.forEach((row, r) => row.cols.forEach((cell, c) => (cell.id === cellId ? (at = { r, c }) : null)));
  const pos = at as { r: number; c: number } | null;
  const id = table.id;
  return (
    <Space wrap size={4}>
      <Button size="small" onClick={() => run({ type: 'addTableRow', id, index: pos ? pos.r + 1 : undefined })}>
        插入行
      </Button>
      <Button size="small" onClick={() => run({ type: 'addTableColumn', id, index: pos ? pos.c + 1 : undefined })}>
        插入列
      </Button>
      {pos ? (
        <>
          <Button size="small" onClick={() => run({ type: 'removeTableRow', id, index: pos.r })}>
            删除当前行
          </Button>
          <Button size="small" onClick={() => run({ type: 'removeTableColumn', id, index: pos.c })}>
            删除当前列
          </Button>
          <Button size="small" onClick={() => run({ type: 'mergeCell', id: cellId!, direction: 'right' })}>
            向右合并
          </Button>
          <Button size="small" onClick={() => run({ type: 'mergeCell', id: cellId!, direction: 'down' })}>
            向下合并
          </Button>
          <Button size="small" onClick={() => run({ type: 'splitCell', id: cellId! })}>
            拆分单元格
          </Button>
        </>
      ) : (
        <>
          <Button size="small" onClick={() => run({ type: 'removeTableRow', id, index: table.rows.length - 1 })}>
            删除末行
          </Button>
          <Button size="small" onClick={() => run({ type: 'removeTableColumn', id, index: (table.rows[0]?.cols.length ?? 1) - 1 })}>
            删除末列
          </Button>
        </>
      )}
    </Space>
  );
}

/** Operations of grids, tables, tabs and cards for the selected widget. */
export function ContainerActions({ widget }: { widget: Widget }) {
  const { run } = useDesigner();
  const parent = useDesignerSlice((h) => locate(h.present.schema, widget.id)?.parent ?? null);
  let body: ReactNode;
  switch (widget.type) {
    case 'grid':
      body = (
        <Button size="small" onClick={() => run({ type: 'addGridColumn', id: widget.id })}>
          添加列
        </Button>
      );
      break;
    case 'grid-col':
      body = (
        <Button size="small" onClick={() => run({ type: 'removeGridColumn', id: widget.id })}>
          删除此列
        </Button>
      );
      break;
    case 'table':
      body = <TableActions table={widget} cellId={null} />;
      break;
    case 'table-cell':
      body = parent?.type === 'table' ? <TableActions table={parent} cellId={widget.id} /> : null;
      break;
    case 'tab':
      body = (
        <Space wrap size={4}>
          <Select
            size="small"
            aria-label="标签页样式"
            value={widget.displayType}
            onChange={(displayType) => run({ type: 'setTabDisplayType', id: widget.id, displayType })}
            options={[
              { value: '', label: '线条' },
              { value: 'card', label: '卡片' },
              { value: 'border-card', label: '带边框卡片' },
            ]}
            style={{ width: 120 }}
          />
          <Button size="small" onClick={() => run({ type: 'addTab', id: widget.id })}>
            添加标签页
          </Button>
          {widget.tabs.map((p) => (
            <Button key={p.id} size="small" type={p.options.active ? 'primary' : 'default'} onClick={() => run({ type: 'activateTab', id: p.id })}>
              激活 {p.options.label || p.options.name}
            </Button>
          ))}
        </Space>
      );
      break;
    case 'tab-pane':
      body = (
        <Space wrap size={4}>
          <Button size="small" disabled={widget.options.active} onClick={() => run({ type: 'activateTab', id: widget.id })}>
            激活此页
          </Button>
          <Button size="small" onClick={() => run({ type: 'removeTab', id: widget.id })}>
            删除此页
          </Button>
        </Space>
      );
      break;
    case 'card':
      body = (
        <Button size="small" onClick={() => run({ type: 'setCardFolded', id: widget.id, folded: !widget.options.folded })}>
          {widget.options.folded ? '展开卡片' : '收起卡片'}
        </Button>
      );
      break;
    default:
      return null;
  }
  return (
    <div className="fd-container-actions" style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
        容器操作
      </Typography.Text>
      {body}
    </div>
  );
}
