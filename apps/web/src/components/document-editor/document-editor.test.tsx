import type { DocContent, DocField } from '@notaria/contracts';
import { DEFAULT_PAGE } from '@notaria/contracts';
import { act, render, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentEditor } from './document-editor';

const field = (path: string, label: string) => ({ type: 'field', attrs: { path, label } });
const DOC: DocContent = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: '兹证明' },
        field('parties.APPLICANT.0.name', '申请人姓名'),
        { type: 'text', text: '于' },
        field('parties.APPLICANT.0.birthDateCn', '出生日期'),
      ],
    },
    { type: 'pageBreak' },
    { type: 'paragraph', content: [{ type: 'seal' }, { type: 'signature' }, { type: 'qr' }] },
  ],
};
const FIELDS: DocField[] = [
  { path: 'parties.APPLICANT.0.name', label: '申请人姓名', group: '当事人', type: 'text', sample: '张三' },
  { path: 'parties.APPLICANT.0.birthDateCn', label: '出生日期', group: '当事人', type: 'date', sample: '一九九〇年一月二日' },
];

const fieldsIn = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-field]')];
/** The node views render into their places just after the editor. */
const shown = (container: HTMLElement, n: number) => waitFor(() => expect(fieldsIn(container).filter((f) => f.textContent)).toHaveLength(n));

describe('DocumentEditor', () => {
  it('shows a value where the case has one and a red 【label】 where it has none; hovering names the path', async () => {
    const { container } = render(<DocumentEditor content={DOC} page={DEFAULT_PAGE} fields={FIELDS} values={{ 'parties.APPLICANT.0.name': '周晓梅' }} />);
    await shown(container, 2);
    const [name, birth] = fieldsIn(container);
    expect(name.textContent).toBe('周晓梅');
    expect(name.className).not.toContain('doc-missing');
    expect(name.title).toContain('parties.APPLICANT.0.name');
    expect(birth.textContent).toBe('【出生日期】');
    expect(birth.className).toContain('doc-missing');
    expect(birth.title).toBe('出生日期：parties.APPLICANT.0.birthDateCn（缺少值）');
  });

  it('shows the catalogue samples for a template (no values), anchors as labelled boxes and the page break as a 分页 line', async () => {
    const { container } = render(<DocumentEditor content={DOC} page={{ ...DEFAULT_PAGE, size: '16K' }} fields={FIELDS} />);
    await shown(container, 2);
    expect(fieldsIn(container).map((f) => f.textContent)).toEqual(['张三', '一九九〇年一月二日']);
    expect([...container.querySelectorAll('[data-anchor]')].map((a) => a.textContent)).toEqual(['公证处印章', '公证员签名', '核验二维码']);
    expect(container.querySelector('.doc-page-break-line')?.textContent).toBe('分页');
    expect(container.querySelector('[data-testid="doc-page"]')?.getAttribute('data-page-size')).toBe('16K');
    expect(container.querySelector('style')?.textContent).toContain('185mm');
  });

  it('inserts a field from the catalogue and reports the new content; a read-only editor has no toolbar', async () => {
    const onChange = vi.fn();
    const editorRef = createRef<Editor | null>();
    const { container, rerender } = render(
      <DocumentEditor
        content={{ type: 'doc', content: [{ type: 'paragraph' }] }}
        page={DEFAULT_PAGE}
        fields={FIELDS}
        values={{}}
        onChange={onChange}
        editorRef={editorRef}
      />,
    );
    expect(container.querySelector('[role="toolbar"]')).not.toBeNull();
    act(() => {
      editorRef.current!.chain().focus().insertContent('申请人').insertField({ path: 'parties.APPLICANT.0.name', label: '申请人姓名' }).run();
    });
    const json = onChange.mock.lastCall![0] as DocContent;
    expect(JSON.stringify(json)).toContain('"type":"field","attrs":{"path":"parties.APPLICANT.0.name","label":"申请人姓名"}');
    await shown(container, 1);
    expect(fieldsIn(container)[0].textContent).toBe('【申请人姓名】');
    rerender(<DocumentEditor content={json} page={DEFAULT_PAGE} fields={FIELDS} values={{}} readOnly />);
    expect(container.querySelector('[role="toolbar"]')).toBeNull();
    expect(container.querySelector('.ProseMirror')?.getAttribute('contenteditable')).toBe('false');
  });
});
