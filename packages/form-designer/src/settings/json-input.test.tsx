import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JsonInput } from './json-input.tsx';

describe('JsonInput', () => {
  it('shows no value as an empty box, not null, and sets null when cleared', () => {
    const onChange = vi.fn();
    const { rerender } = render(<JsonInput label="默认值" value={null} onChange={onChange} />);
    const box = screen.getByLabelText('默认值') as HTMLTextAreaElement;
    expect(box.value).toBe('');
    rerender(<JsonInput label="默认值" value={['a']} onChange={onChange} />);
    expect(box.value).toBe('["a"]');
    fireEvent.change(box, { target: { value: ' ' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
