import type { TableCellWidget, WidgetOf } from '@notaria/form-core';
import { useRegisterWidget } from '../../core/widget-ref.ts';
import { useStoreSlice, useWidgetPath } from '../../core/context.ts';
import { viewEntry } from '../../render/registry.ts';
import { Hideable, WidgetList } from '../../render/widget-view.tsx';
import { meta } from './meta.ts';

function Cell({ cell }: { cell: TableCellWidget }) {
  const path = useWidgetPath(cell);
  useRegisterWidget(cell, path);
  const hidden = useStoreSlice((s) => s.getState(path).hidden);
  const o = cell.options;
  return (
    <td
      colSpan={o.colspan > 1 ? o.colspan : undefined}
      rowSpan={o.rowspan > 1 ? o.rowspan : undefined}
      className={['fr-table-cell', ...o.customClass].join(' ')}
      style={{
        width: o.cellWidth || undefined,
        height: o.cellHeight || undefined,
        border: '1px solid #e8e8e8',
        padding: 4,
        verticalAlign: 'top',
      }}
    >
      <div style={hidden ? { display: 'none' } : undefined}>
        <WidgetList widgets={cell.widgetList} owner={cell} />
      </div>
    </td>
  );
}

/** A layout table; cells covered by another cell's colspan/rowspan (merged) are not rendered. */
export function TableView({ widget }: { widget: WidgetOf<'table'> }) {
  useRegisterWidget(widget, useWidgetPath(widget));
  return (
    <Hideable widget={widget}>
      <table className="fr-table" style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', marginBottom: 16 }}>
        <tbody>
          {widget.rows.map((row) => (
            <tr key={row.id}>
              {row.cols
                .filter((cell) => !cell.merged)
                .map((cell) => (
                  <Cell key={cell.id} cell={cell} />
                ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Hideable>
  );
}

export const tableEntry = viewEntry<'table'>(meta, TableView);
