import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('alert', () => {
  it('shows title, description, type, icon, centre and dark effect; closes with closeText and reports onClose', async () => {
    const onAlertClose = vi.fn();
    const { container } = renderForm(
      [
        widget('alert', 'tip', {
          title: '提示标题',
          description: '详细说明',
          type: 'warning',
          closable: true,
          closeText: '知道了',
          center: true,
          showIcon: true,
          effect: 'dark',
        }),
      ],
      { onAlertClose },
    );
    const alert = container.querySelector('.ant-alert') as HTMLElement;
    expect(alert.className).toContain('ant-alert-warning');
    expect(alert.className).toContain('fr-alert-dark');
    expect(alert.style.textAlign).toBe('center');
    expect(container.querySelector('.ant-alert-icon')).not.toBeNull();
    expect(screen.getByText('提示标题')).toBeTruthy();
    expect(screen.getByText('详细说明')).toBeTruthy();
    fireEvent.click(screen.getByText('知道了'));
    expect(onAlertClose).toHaveBeenCalledWith('tip');
    await act(async () => {
      fireEvent.animationEnd(alert);
      fireEvent.transitionEnd(alert);
      await new Promise((r) => setTimeout(r, 50));
    });
  });

  it('not closable: no close button', () => {
    const { container } = renderForm([widget('alert', 'a', { title: 't', closable: false })]);
    expect(container.querySelector('.ant-alert-close-icon')).toBeNull();
  });
});
