import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('rich-editor', () => {
  it('loads sanitised HTML and reports sanitised changes', () => {
    const { container, form, onChange } = renderForm([
      widget('rich-editor', 'body', { defaultValue: '<p>你好<img src="x" onerror="alert(1)"></p><script>alert(2)</script>' }),
    ]);
    const content = container.querySelector('.ProseMirror')!;
    expect(content.textContent).toContain('你好');
    expect(content.innerHTML).not.toContain('onerror');
    expect(content.innerHTML).not.toContain('script');
    const editor = (form().getWidgetRef('body') as unknown as { editor: Editor }).editor;
    act(() => {
      editor.commands.setContent('<p><strong>粗体</strong><a href="javascript:alert(1)">链接</a></p>', { emitUpdate: true });
    });
    const html = onChange.mock.lastCall![0].body as string;
    expect(html).toContain('<strong>粗体</strong>');
    expect(html).not.toContain('javascript:');
    act(() => editor.commands.clearContent(true));
    expect(onChange).toHaveBeenLastCalledWith({ body: '' });
  });

  it('follows external value changes and is read-only when disabled', () => {
    const { container, form } = renderForm([widget('rich-editor', 'body')], { disabled: true });
    act(() => form().setData({ body: '<p>外部</p>' }));
    const content = container.querySelector('.ProseMirror')!;
    expect(content.textContent).toBe('外部');
    expect(content.getAttribute('contenteditable')).toBe('false');
  });
});
