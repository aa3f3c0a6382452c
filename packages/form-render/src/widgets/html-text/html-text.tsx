import { useMemo } from 'react';
import type { WidgetOf } from '@notaria/form-core';
import { sanitizeHtml } from '../../core/sanitize.ts';
import { useRegisterWidget } from '../../core/widget-ref.ts';
import { useWidgetPath } from '../../core/context.ts';
import { viewEntry } from '../../render/registry.ts';
import { Hideable } from '../../render/widget-view.tsx';
import { meta } from './meta.ts';

/** The stored HTML, sanitised (no scripts, event attributes or javascript: links). */
export function HtmlText({ widget }: { widget: WidgetOf<'html-text'> }) {
  useRegisterWidget(widget, useWidgetPath(widget));
  const html = useMemo(() => sanitizeHtml(widget.options.htmlContent), [widget.options.htmlContent]);
  return (
    <Hideable widget={widget}>
      <div className="fr-html-text" style={{ marginBottom: 16 }} dangerouslySetInnerHTML={{ __html: html }} />
    </Hideable>
  );
}

export const htmlTextEntry = viewEntry<'html-text'>(meta, HtmlText);
