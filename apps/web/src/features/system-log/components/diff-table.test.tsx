import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiffTable } from './diff-table';
import { VerifyResult } from './verify-result';

describe('DiffTable', () => {
  it('shows field, before and after with Chinese field names and readable values; changed values are marked', () => {
    render(
      <DiffTable
        module="number"
        diff={[
          { field: 'pattern', before: '{year}{seq:4}', after: '（{year}）{seq:5}号' },
          { field: 'enabled', before: true, after: false },
          { field: 'officeAbbr', before: null, after: '京长安' },
          { field: 'permissions', before: ['a', 'b'], after: [] },
          { field: 'passwordHash', before: '******', after: '******' },
        ]}
      />,
    );
    expect(screen.getByText('字段')).toBeTruthy();
    expect(screen.getByText('修改前')).toBeTruthy();
    expect(screen.getByText('修改后')).toBeTruthy();
    expect(screen.getByText('编号格式')).toBeTruthy();
    expect(screen.getByText('启用')).toBeTruthy();
    const before = screen.getByText('{year}{seq:4}');
    const after = screen.getByText('（{year}）{seq:5}号');
    expect(before.getAttribute('data-changed')).toBe('true');
    expect(after.getAttribute('data-changed')).toBe('true');
    expect(screen.getByText('是')).toBeTruthy();
    expect(screen.getByText('否')).toBeTruthy();
    expect(screen.getByText('a、b')).toBeTruthy();
    expect(screen.getAllByText('（空）')).toHaveLength(2);
    // A masked password that "changed" shows the same mask on both sides, unmarked.
    for (const el of screen.getAllByText('******')) expect(el.getAttribute('data-changed')).toBeNull();
  });

  it('says so when an entry changed no field', () => {
    render(<DiffTable module="auth" diff={[]} />);
    expect(screen.getByText('本次操作没有字段变更')).toBeTruthy();
  });
});

describe('VerifyResult', () => {
  it('reports an intact chain with the number of entries checked', () => {
    render(<VerifyResult result={{ ok: true, checked: 42, firstBroken: null }} />);
    expect(screen.getByText('操作日志完整，未发现篡改')).toBeTruthy();
    expect(screen.getByText(/已逐条校验 42 条日志/)).toBeTruthy();
  });

  it('names the first entry that breaks the chain and why, with a way to open it', () => {
    const shown: number[] = [];
    render(<VerifyResult result={{ ok: false, checked: 17, firstBroken: { id: 15, reason: '内容与哈希不符' } }} onShowEntry={(id) => shown.push(id)} />);
    expect(screen.getByText('日志链在第 15 号记录处断开')).toBeTruthy();
    expect(screen.getByText(/原因：内容与哈希不符/)).toBeTruthy();
    screen.getByText(/查看第 15 号记录/).click();
    expect(shown).toEqual([15]);
  });
});
