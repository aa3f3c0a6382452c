import { DOC_KIND_LABELS, DOC_KINDS, TEMPLATE_SCOPE_LABELS, type DocKind, type TemplateEngine, type TemplateScope } from '@notaria/contracts';

export const ENGINE_LABELS: Record<TemplateEngine, string> = { TIPTAP: '在线编辑', DOCX: 'Word 模板' };

export const kindLabel = (kind: string) => DOC_KIND_LABELS[kind as DocKind] ?? kind;
export const scopeLabel = (scope: string) => TEMPLATE_SCOPE_LABELS[scope as TemplateScope] ?? scope;

export const KIND_OPTIONS = DOC_KINDS.map((value) => ({ value, label: DOC_KIND_LABELS[value] }));

/**
 * The Chinese type sizes (字号) a body may be set in, largest first, in points: 证词 in 三号 (16 pt), forms in
 * 四号 or 小四. Limited to what PageSettings accepts (9–26 pt).
 */
export const FONT_SIZES: readonly { name: string; pt: number }[] = [
  { name: '一号', pt: 26 },
  { name: '小一', pt: 24 },
  { name: '二号', pt: 22 },
  { name: '小二', pt: 18 },
  { name: '三号', pt: 16 },
  { name: '小三', pt: 15 },
  { name: '四号', pt: 14 },
  { name: '小四', pt: 12 },
  { name: '五号', pt: 10.5 },
  { name: '小五', pt: 9 },
];

/** 三号（16 磅）, or the points alone for a size without a Chinese name. */
export function fontSizeLabel(pt: number): string {
  const named = FONT_SIZES.find((s) => s.pt === pt);
  return named ? `${named.name}（${pt} 磅）` : `${pt} 磅`;
}

export const FONT_SIZE_OPTIONS = FONT_SIZES.map((s) => ({ value: s.pt, label: fontSizeLabel(s.pt) }));
