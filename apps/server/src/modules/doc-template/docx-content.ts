import { PARTY_ROLES, type DocContent } from '@notaria/contracts';
import PizZip from 'pizzip';
import { invalid } from '../../lib/app-error.ts';
import type { DocxTags } from '../render/render.api.ts';
import { PARTY_ATTR_KEYS } from './doc-fields.ts';

// A Word template is shown (and its fields checked) through a reading copy of its text: one paragraph per Word
// paragraph, each {placeholder} a field node. A placeholder inside a loop over a role's parties
// ({#parties.APPLICANT}{name}{/parties.APPLICANT}) binds that role's attribute, shown as the first party's path.

const LOOP = new RegExp(`^parties\\.(${Object.keys(PARTY_ROLES).join('|')})$`);

/** The paths the tags stand for; a loop other than over a role's parties, or an unknown attribute in one, is refused. */
export function docxPaths(tags: DocxTags): string[] {
  const paths = [...tags.tags];
  for (const loop of tags.loops) {
    if (!LOOP.test(loop.name)) throw invalid(`Word 模板的循环“${loop.name}”不可用：循环只能是 parties.<角色>（如 parties.APPLICANT）`);
    for (const tag of loop.tags) {
      if (!PARTY_ATTR_KEYS.includes(tag)) throw invalid(`Word 模板循环“${loop.name}”中的字段“${tag}”未知，可用：${PARTY_ATTR_KEYS.join('、')}`);
      paths.push(`${loop.name}.0.${tag}`);
    }
  }
  return [...new Set(paths)];
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of each paragraph of word/document.xml. */
function paragraphs(bytes: Buffer): string[] {
  const xml = new PizZip(bytes).file('word/document.xml')?.asText() ?? '';
  return xml
    .split(/<\/w:p>/)
    .map((p) => unescape([...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('')))
    .filter((t) => t.trim() !== '');
}

/** A paragraph's text with its {placeholders} as field nodes; loop markers stay as text. */
function paragraphNode(text: string, loops: string[]) {
  const content: unknown[] = [];
  let rest = text;
  for (let m = /\{([^{}]+)\}/.exec(rest); m; m = /\{([^{}]+)\}/.exec(rest)) {
    if (m.index > 0) content.push({ type: 'text', text: rest.slice(0, m.index) });
    const tag = m[1].trim();
    if (tag.startsWith('#')) loops.push(tag.slice(1));
    if (tag.startsWith('/')) loops.pop();
    if (/^[#/]/.test(tag)) content.push({ type: 'text', text: m[0] });
    else {
      const loop = loops[loops.length - 1];
      const path = loop ? `${loop}.0.${tag}` : tag;
      content.push({ type: 'field', attrs: { path, label: tag } });
    }
    rest = rest.slice(m.index + m[0].length);
  }
  if (rest) content.push({ type: 'text', text: rest });
  return { type: 'paragraph', content };
}

/** The reading copy of a Word template, and the paths it binds (also those no paragraph shows, e.g. in headers). */
export function docxContent(bytes: Buffer, fileName: string, tags: DocxTags): DocContent {
  const loops: string[] = [];
  const shown = paragraphs(bytes).map((t) => paragraphNode(t, loops));
  return {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: `Word 模板：${fileName}`, marks: [{ type: 'bold' }] }] }, ...shown].concat(
      hiddenTags(shown, docxPaths(tags)),
    ),
  };
}

/** Paths the tags name that the paragraphs did not show: listed at the end, so publication still checks them. */
function hiddenTags(shown: { content: unknown[] }[], paths: string[]) {
  const seen = new Set(
    shown.flatMap((p) => p.content.flatMap((n) => ((n as { type: string }).type === 'field' ? [(n as { attrs: { path: string } }).attrs.path] : []))),
  );
  const rest = paths.filter((p) => !seen.has(p));
  if (!rest.length) return [];
  return [{ type: 'paragraph', content: [{ type: 'text', text: '其他占位符：' }, ...rest.map((path) => ({ type: 'field', attrs: { path, label: path } }))] }];
}
