import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';

/** The least a column without a width gets (its `minWidth` when set). */
export const FLEX_MIN = 160;

interface Sized {
  width?: number | string;
  minWidth?: number;
}

/**
 * `scroll.x` for a list table: the widths of its columns, counting `minWidth` (else FLEX_MIN) for a column
 * that has no width. With a smaller `scroll.x`, the fixed widths fill the table and a column without a
 * width collapses to 0 px: its title wraps one character per line and the next column's text runs into it.
 */
export function scrollX(columns: readonly Sized[]): number {
  return columns.reduce((w, c) => w + (Number(c.width) || c.minWidth || FLEX_MIN), 0);
}

/**
 * One line that ends in … when too long, the whole text in a tooltip; for cells holding tags or several
 * values, where the column's own `ellipsis` does not apply.
 */
export function OneLine({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Tooltip title={title} placement="topLeft">
      <div style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{children}</div>
    </Tooltip>
  );
}

/** `columns` and the matching `scroll.x`, to spread on a `<Table>`: `<Table {...fitColumns<Row>([...])} />`. */
export function fitColumns<T>(columns: TableColumnsType<T>) {
  return { columns, scroll: { x: scrollX(columns as readonly Sized[]) } };
}
