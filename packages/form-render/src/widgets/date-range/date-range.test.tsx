import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('date-range', () => {
  it('shows both ends and clears to null', () => {
    const { container, form, onChange } = renderForm([widget('date-range', 'period', { defaultValue: ['2024-01-01', '2024-01-31'] })]);
    const inputs = container.querySelectorAll<HTMLInputElement>('.ant-picker-range input');
    expect([...inputs].map((i) => i.value)).toEqual(['2024-01-01', '2024-01-31']);
    expect([...inputs].map((i) => i.placeholder)).toEqual(['开始日期', '结束日期']);
    act(() => form().getWidgetRef('period').setValue(null));
    expect(onChange).toHaveBeenLastCalledWith({ period: null });
    expect([...inputs].map((i) => i.value)).toEqual(['', '']);
  });
});
