import { ANCHOR_SIZE_MM, type AnchorKind } from '@notaria/documents';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { createContext, useContext } from 'react';

/** What a field shows: the case's values, or (for a template) the catalogue's samples. */
export interface FieldDisplay {
  /** path → the case's value; absent for a template, whose fields show their samples. */
  values?: Record<string, string>;
  /** path → the catalogue's sample text. */
  samples: Record<string, string>;
}

export const FieldDisplayContext = createContext<FieldDisplay>({ samples: {} });

export const ANCHOR_TITLES: Record<AnchorKind, string> = { seal: '公证处印章', signature: '公证员签名', qr: '核验二维码' };

/** The text a field shows now, or null when it has none (a red 【label】 then). */
export function fieldText(display: FieldDisplay, path: string): string | null {
  const source = display.values ?? display.samples;
  const value = Object.hasOwn(source, path) ? source[path] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function FieldView({ node, selected }: ReactNodeViewProps) {
  const display = useContext(FieldDisplayContext);
  const path = String(node.attrs.path ?? '');
  const label = String(node.attrs.label || path);
  const text = fieldText(display, path);
  const sample = !display.values;
  const className = ['doc-field', text === null ? 'doc-missing' : sample ? 'doc-field-sample' : 'doc-field-value', selected ? 'is-selected' : '']
    .filter(Boolean)
    .join(' ');
  const title = `${label}：${path}${text === null ? '（缺少值）' : sample ? '（示例）' : ''}`;
  return (
    <NodeViewWrapper as="span" className={className} title={title} data-field={path} data-label={label}>
      {text ?? `【${label}】`}
    </NodeViewWrapper>
  );
}

export function AnchorView({ node, selected }: ReactNodeViewProps) {
  const kind = node.type.name as AnchorKind;
  const size = ANCHOR_SIZE_MM[kind];
  const title = ANCHOR_TITLES[kind];
  if (kind === 'seal') {
    // The seal is printed over the text around it (centred on the anchor), as on paper: a small label marks the
    // anchor and a faint circle shows where the seal will fall.
    return (
      <NodeViewWrapper as="span" className={`doc-anchor-box doc-anchor-box-seal${selected ? ' is-selected' : ''}`} data-anchor={kind} title={title}>
        <span className="doc-anchor-seal-circle" style={{ width: `${size.width}mm`, height: `${size.height}mm` }} aria-hidden />
        {title}
      </NodeViewWrapper>
    );
  }
  return (
    <NodeViewWrapper
      as="span"
      className={`doc-anchor-box${selected ? ' is-selected' : ''}`}
      data-anchor={kind}
      title={title}
      style={{ width: `${size.width}mm`, height: `${size.height}mm` }}
    >
      {title}
    </NodeViewWrapper>
  );
}

export function PageBreakView({ selected }: ReactNodeViewProps) {
  return (
    <NodeViewWrapper className={`doc-page-break-line${selected ? ' is-selected' : ''}`} data-page-break="" contentEditable={false}>
      <span>分页</span>
    </NodeViewWrapper>
  );
}
