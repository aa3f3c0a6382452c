import { Col, Row } from 'antd';
import type { GridColWidget, WidgetOf } from '@notaria/form-core';
import { useRegisterWidget } from '../../core/widget-ref.ts';
import { useStoreSlice, useWidgetPath } from '../../core/context.ts';
import { viewEntry } from '../../render/registry.ts';
import { Hideable, WidgetList } from '../../render/widget-view.tsx';
import { meta } from './meta.ts';

function GridCol({ col, height }: { col: GridColWidget; height: string | null }) {
  const path = useWidgetPath(col);
  useRegisterWidget(col, path);
  const hidden = useStoreSlice((s) => s.getState(path).hidden);
  const o = col.options;
  const sizes = o.responsive ? { md: o.md, sm: o.sm, xs: o.xs } : {};
  return (
    <Col
      span={o.responsive ? undefined : o.span}
      {...sizes}
      offset={o.offset}
      push={o.push}
      pull={o.pull}
      className={['fr-grid-col', ...o.customClass].join(' ')}
      style={{ ...(height ? { minHeight: height } : {}), ...(hidden ? { display: 'none' } : {}) }}
    >
      <WidgetList widgets={col.widgetList} owner={col} />
    </Col>
  );
}

export function GridView({ widget }: { widget: WidgetOf<'grid'> }) {
  useRegisterWidget(widget, useWidgetPath(widget));
  return (
    <Hideable widget={widget}>
      <Row gutter={widget.options.gutter}>
        {widget.cols.map((col) => (
          <GridCol key={col.id} col={col} height={widget.options.colHeight} />
        ))}
      </Row>
    </Hideable>
  );
}

export const gridEntry = viewEntry<'grid'>(meta, GridView);
