import { describe, expect, it } from 'vitest';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('divider', () => {
  it('shows its label at the content position', () => {
    const { container } = renderForm([widget('divider', 'd', { label: '基本信息', contentPosition: 'left' })]);
    const divider = container.querySelector('.ant-divider')!;
    expect(divider.textContent).toBe('基本信息');
    expect(divider.className).toMatch(/ant-divider-with-text-(left|start)/);
  });
});
