import { useEffect, useState } from 'react';
import { Button, Card } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { WidgetOf } from '@notaria/form-core';
import { useRegisterWidget } from '../../core/widget-ref.ts';
import { useWidgetPath } from '../../core/context.ts';
import type { CardRef } from '../../core/types.ts';
import { viewEntry } from '../../render/registry.ts';
import { Hideable, WidgetList } from '../../render/widget-view.tsx';
import { meta } from './meta.ts';

const SHADOW = '0 2px 12px 0 rgba(0, 0, 0, 0.1)';

/** Folds and unfolds (showFold shows the toggle); cardWidth; shadow never, on hover, or always. */
export function CardView({ widget }: { widget: WidgetOf<'card'> }) {
  const ref = useRegisterWidget<CardRef>(widget, useWidgetPath(widget));
  const o = widget.options;
  const [folded, setFolded] = useState(o.folded);
  // A change of the configured state (the designer folding the card) takes effect.
  useEffect(() => setFolded(o.folded), [o.folded]);
  ref.fold = () => setFolded(true);
  ref.unfold = () => setFolded(false);
  ref.toggle = () => setFolded((f) => !f);
  ref.isFolded = () => folded;
  return (
    <Hideable widget={widget} style={{ width: o.cardWidth || '100%', marginBottom: 16 }}>
      <Card
        className={`fr-card fr-card-shadow-${o.shadow}`}
        title={o.label}
        size="small"
        hoverable={o.shadow === 'hover'}
        style={o.shadow === 'always' ? { boxShadow: SHADOW } : undefined}
        extra={
          o.showFold ? (
            <Button
              type="text"
              size="small"
              aria-label={folded ? '展开' : '收起'}
              aria-expanded={!folded}
              icon={folded ? <DownOutlined /> : <UpOutlined />}
              onClick={() => setFolded((f) => !f)}
            />
          ) : undefined
        }
        styles={{ body: folded ? { display: 'none' } : undefined }}
      >
        <WidgetList widgets={widget.widgetList} owner={widget} />
      </Card>
    </Hideable>
  );
}

export const cardEntry = viewEntry<'card'>(meta, CardView);
