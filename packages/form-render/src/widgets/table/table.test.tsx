import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';

describe('table', () => {
  it('renders merged cells with colspan/rowspan and skips covered cells', () => {
    const table = widget('table', 't');
    const [r0, r1] = table.rows;
    r0.cols[0].options.colspan = 2;
    r0.cols[1].merged = true;
    r0.cols[0].widgetList.push(widget('input', 'wide', { label: '跨列' }));
    r1.cols[1].widgetList.push(widget('input', 'cell', { label: '单元' }));
    const { container } = renderForm([table]);
    const rows = container.querySelectorAll('table.fr-table tr');
    expect(rows[0].querySelectorAll('td')).toHaveLength(1);
    expect(rows[0].querySelector('td')!.getAttribute('colspan')).toBe('2');
    expect(rows[1].querySelectorAll('td')).toHaveLength(2);
    expect(screen.getByLabelText('跨列')).toBeTruthy();
    expect(screen.getByLabelText('单元')).toBeTruthy();
  });
});
