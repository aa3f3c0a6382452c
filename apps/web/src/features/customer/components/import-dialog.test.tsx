import { PERSONAL_IMPORT_COLUMNS } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApp, stubApi } from '../../../test/stub-api';
import { ImportDialog, type ImportSpec } from './import-dialog';

const SPEC: ImportSpec = { kind: 'personal', noun: '个人客户', columns: PERSONAL_IMPORT_COLUMNS, required: ['姓名', '证件号码'], textColumns: ['证件号码'] };
const button = (text: RegExp) => screen.getByText(text, { selector: 'button span' }).closest('button')!;

afterEach(() => vi.unstubAllGlobals());

describe('客户导入', { timeout: 30_000 }, () => {
  it('sends the file itself as the body and shows totals and every refused row with its row number', async () => {
    const api = stubApi({
      'POST /customer/personal/import': ok({
        total: 5,
        created: 3,
        errors: [
          { row: 3, message: '身份证号码校验位不正确，请核对' },
          { row: 6, message: '证件号码 11010519491231002X 已登记为个人客户“张三”，请勿重复添加' },
        ],
      }),
    });
    const fetchSpy = vi.mocked(fetch);
    const onClose = vi.fn();
    const { container } = renderWithApp(<ImportDialog spec={SPEC} onClose={onClose} />);

    // Nothing chosen yet: said, nothing sent.
    fireEvent.click(button(/^开始导入$/));
    expect(await screen.findByText('请先选择要导入的 Excel 文件', {}, { timeout: 5000 })).toBeTruthy();

    const file = new File(['PK…'], '客户.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    fireEvent.change(container.ownerDocument.querySelector('input[type=file]')!, { target: { files: [file] } });
    expect(await screen.findByText('已选择：客户.xlsx', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(button(/^开始导入$/));

    await waitFor(() => expect(api.of('POST', '/customer/personal/import')).toHaveLength(1), { timeout: 5000 });
    const init = fetchSpy.mock.calls.find((c) => String(c[0]).includes('/import'))![1]!;
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const dialog = (await screen.findByText('个人客户导入结果')).closest('.ant-modal') as HTMLElement;
    const stat = (title: string) => within(dialog).getByText(title).closest('.ant-statistic')!.textContent;
    expect(stat('数据行数')).toContain('5');
    expect(stat('成功导入')).toContain('3');
    expect(stat('未导入')).toContain('2');
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['第 3 行身份证号码校验位不正确，请核对', '第 6 行证件号码 11010519491231002X 已登记为个人客户“张三”，请勿重复添加']);
    fireEvent.click(button(/^知道了$/));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a file that is not .xlsx before sending', async () => {
    const api = stubApi({});
    const { container } = renderWithApp(<ImportDialog spec={SPEC} onClose={() => undefined} />);
    fireEvent.change(container.ownerDocument.querySelector('input[type=file]')!, { target: { files: [new File(['x'], '客户.xls')] } });
    expect(await screen.findByText(/请选择 \.xlsx 格式的 Excel 文件/, {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(button(/^开始导入$/));
    await new Promise((r) => setTimeout(r, 30));
    expect(api.calls).toHaveLength(0);
  });
});
