import { parseNumberPattern, type NumberPart } from '@notaria/contracts';

export type SegmentKind = NumberPart['kind'];

/** One row of the rule editor: literal text or a token. */
export interface Segment {
  kind: SegmentKind;
  text?: string;
  width?: number;
}

export const SEGMENT_KINDS: { kind: SegmentKind; label: string; sample: string }[] = [
  { kind: 'text', label: '固定文字', sample: '' },
  { kind: 'year', label: '年（4 位）', sample: '2026' },
  { kind: 'month', label: '月（2 位）', sample: '05' },
  { kind: 'day', label: '日（2 位）', sample: '12' },
  { kind: 'office', label: '机构简称', sample: '京长安' },
  { kind: 'category', label: '类别代码', sample: '内民证' },
  { kind: 'seq', label: '流水号', sample: '00001' },
];

export const DEFAULT_SEQ_WIDTH = 5;

/** The notarial certificate number: （2026）京长安内民证字第00123号. */
export const CERTIFICATE_SEGMENTS: Segment[] = [
  { kind: 'text', text: '（' },
  { kind: 'year' },
  { kind: 'text', text: '）' },
  { kind: 'office' },
  { kind: 'category' },
  { kind: 'text', text: '字第' },
  { kind: 'seq', width: DEFAULT_SEQ_WIDTH },
  { kind: 'text', text: '号' },
];

export function segmentsToPattern(segments: readonly (Segment | undefined)[]): string {
  return segments
    .map((s) => {
      if (!s) return '';
      if (s.kind === 'text') return s.text ?? '';
      if (s.kind === 'seq') return `{seq:${s.width ?? DEFAULT_SEQ_WIDTH}}`;
      return `{${s.kind}}`;
    })
    .join('');
}

/** A saved pattern as editor rows; a pattern the parser refuses becomes one text row to fix by hand. */
export function patternToSegments(pattern: string): Segment[] {
  try {
    return parseNumberPattern(pattern).map((p) =>
      p.kind === 'text' ? { kind: 'text', text: p.text } : p.kind === 'seq' ? { kind: 'seq', width: p.width } : { kind: p.kind },
    );
  } catch {
    return [{ kind: 'text', text: pattern }];
  }
}

/** What is wrong with the rows, in Chinese, or null when they make a usable pattern. */
export function segmentsProblem(segments: readonly (Segment | undefined)[]): string | null {
  const rows = segments.filter((s): s is Segment => !!s);
  if (rows.length === 0) return '请至少添加一个编号组成部分';
  const seqs = rows.filter((s) => s.kind === 'seq').length;
  if (seqs === 0) return '编号须包含一个流水号';
  if (seqs > 1) return '编号只能包含一个流水号';
  if (rows.some((s) => s.kind === 'text' && !s.text)) return '固定文字不能为空，不需要请删除该行';
  if (rows.some((s) => s.kind === 'text' && /[{}]/.test(s.text ?? ''))) return '固定文字中不能包含花括号 { }';
  if (rows.some((s) => s.kind === 'seq' && !(Number.isInteger(s.width) && s.width! >= 1 && s.width! <= 12))) return '流水号位数须为 1–12';
  if (segmentsToPattern(rows).length > 200) return '编号格式不能超过 200 个字符';
  return null;
}
