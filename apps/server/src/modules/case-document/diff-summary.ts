import { type DocJson, type DocNode, fieldOf, walk } from '@notaria/documents';

/** What one save changed, in a line for the operation log: characters added and removed, fields inserted and removed. */

/** The document's text in reading order (blocks separated by a newline), and its field nodes. */
function readDoc(doc: DocJson): { text: string[]; fields: { path: string; label: string }[] } {
  const text: string[] = [];
  const fields: { path: string; label: string }[] = [];
  walk(doc as DocNode, (node) => {
    if (node.type === 'text' && typeof node.text === 'string') text.push(...Array.from(node.text));
    else if (node.type === 'field') fields.push(fieldOf(node));
    else if (node.type === 'paragraph' || node.type === 'heading') text.push('\n');
  });
  return { text, fields };
}

/** Characters added and removed between two texts, around their common beginning and end. */
function charDelta(before: string[], after: string[]) {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  const count = (s: string[]) => s.filter((ch) => ch !== '\n').length;
  return { added: count(after.slice(start, after.length - end)), removed: count(before.slice(start, before.length - end)) };
}

/** Fields of `a` not matched in `b`, as a multiset (a field bound twice counts twice). */
function fieldsMissingFrom(a: { path: string; label: string }[], b: { path: string; label: string }[]) {
  const left = b.map((f) => f.path);
  const out: string[] = [];
  for (const f of a) {
    const i = left.indexOf(f.path);
    if (i >= 0) left.splice(i, 1);
    else out.push(f.label || f.path);
  }
  return out;
}

export interface DiffSummary {
  added: number;
  removed: number;
  fieldsInserted: string[];
  fieldsRemoved: string[];
  text: string;
}

export function diffSummary(before: DocJson, after: DocJson): DiffSummary {
  const a = readDoc(before);
  const b = readDoc(after);
  const { added, removed } = charDelta(a.text, b.text);
  const fieldsInserted = fieldsMissingFrom(b.fields, a.fields);
  const fieldsRemoved = fieldsMissingFrom(a.fields, b.fields);
  const parts = [`新增 ${added} 字，删除 ${removed} 字`];
  if (fieldsInserted.length) parts.push(`插入字段：${fieldsInserted.join('、')}`);
  if (fieldsRemoved.length) parts.push(`移除字段：${fieldsRemoved.join('、')}`);
  if (!added && !removed && !fieldsInserted.length && !fieldsRemoved.length) parts.splice(0, 1, '文字未变（格式或版式调整）');
  return { added, removed, fieldsInserted, fieldsRemoved, text: parts.join('；').slice(0, 480) };
}
