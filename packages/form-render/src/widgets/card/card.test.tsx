import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';
import type { CardRef } from '../../core/types.ts';

function card(patch = {}) {
  const c = widget('card', 'info', { label: '基本信息', ...patch });
  c.widgetList.push(widget('input', 'a', { label: '甲' }));
  return c;
}
const body = (container: HTMLElement) => container.querySelector('.ant-card-body') as HTMLElement;

describe('card', () => {
  it('folds and unfolds with its toggle and through the ref', () => {
    const { container, form } = renderForm([card()]);
    expect(screen.getByText('基本信息')).toBeTruthy();
    expect(body(container).style.display).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(body(container).style.display).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(body(container).style.display).toBe('');
    const ref = form().getWidgetRef<CardRef>('info');
    act(() => ref.fold());
    expect(form().getWidgetRef<CardRef>('info').isFolded()).toBe(true);
    expect(body(container).style.display).toBe('none');
  });

  it('starts folded, hides the toggle without showFold, uses cardWidth and shadow', () => {
    const { container } = renderForm([card({ folded: true, showFold: false, cardWidth: '50%', shadow: 'always' })]);
    expect(body(container).style.display).toBe('none');
    expect(screen.queryByRole('button', { name: '展开' })).toBeNull();
    expect((container.querySelector('[data-widget="info"]') as HTMLElement).style.width).toBe('50%');
    expect((container.querySelector('.ant-card') as HTMLElement).style.boxShadow).not.toBe('');
  });

  it('hover shadow makes the card hoverable; never has no shadow', () => {
    const { container } = renderForm([card({ shadow: 'hover' }), { ...card({ shadow: 'never' }), id: 'c2' }]);
    const cards = container.querySelectorAll('.ant-card');
    expect(cards[0].className).toContain('ant-card-hoverable');
    expect(cards[1].className).not.toContain('ant-card-hoverable');
    expect((cards[1] as HTMLElement).style.boxShadow).toBe('');
  });
});
