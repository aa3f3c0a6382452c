import { useState } from 'react';
import { Alert } from 'antd';
import type { WidgetOf } from '@notaria/form-core';
import { useRegisterWidget } from '../../core/widget-ref.ts';
import { useRender, useWidgetPath } from '../../core/context.ts';
import { viewEntry } from '../../render/registry.ts';
import { Hideable } from '../../render/widget-view.tsx';
import { meta } from './meta.ts';

const DARK: Record<string, string> = { success: '#52c41a', warning: '#faad14', info: '#8c8c8c', error: '#ff4d4f' };

/** Every option of §3: title, type, description, closable, closeText, center, showIcon, effect, onClose. */
export function AlertView({ widget }: { widget: WidgetOf<'alert'> }) {
  const { store } = useRender();
  useRegisterWidget(widget, useWidgetPath(widget));
  const [closed, setClosed] = useState(false);
  const o = widget.options;
  if (closed) return null;
  const dark = o.effect === 'dark';
  return (
    <Hideable widget={widget} style={{ marginBottom: 16 }}>
      <Alert
        className={`fr-alert fr-alert-${o.effect}`}
        type={o.type}
        title={o.title}
        description={o.description || undefined}
        showIcon={o.showIcon}
        closable={
          o.closable
            ? {
                closeIcon: o.closeText ? <span className="fr-alert-close-text">{o.closeText}</span> : undefined,
                'aria-label': o.closeText || '关闭',
                onClose: () => store.callbacks.onAlertClose?.(o.name),
                afterClose: () => setClosed(true),
              }
            : false
        }
        style={{
          textAlign: o.center ? 'center' : undefined,
          justifyContent: o.center ? 'center' : undefined,
          ...(dark ? { background: DARK[o.type], borderColor: DARK[o.type], color: '#fff' } : {}),
        }}
      />
    </Hideable>
  );
}

export const alertEntry = viewEntry<'alert'>(meta, AlertView);
