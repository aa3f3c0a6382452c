import { describe, expect, it } from 'vitest';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('html-text', () => {
  it('renders sanitised HTML: scripts, event attributes and javascript: links are dropped', () => {
    const html =
      '<b>粗</b><script>window.hacked=1</script><img src="x" onerror="window.hacked=2"><a href="javascript:alert(1)" onclick="x()">链接</a><div onmouseover="y()">块</div><iframe src="https://evil"></iframe>';
    const { container } = renderForm([widget('html-text', 'h', { htmlContent: html })]);
    const box = container.querySelector('.fr-html-text')!;
    expect(box.querySelector('b')?.textContent).toBe('粗');
    expect(box.innerHTML).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|iframe/);
    expect(box.textContent).toContain('链接');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
