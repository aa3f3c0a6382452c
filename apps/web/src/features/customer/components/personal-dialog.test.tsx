import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refuse, renderWithApp, stubApi } from '../../../test/stub-api';
import { PersonalDialog } from './personal-dialog';

const button = (text: RegExp) => screen.getByText(text, { selector: 'button span' }).closest('button')!;
const save = () => fireEvent.click(button(/^保\s*存$/));
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('个人客户 dialog', { timeout: 30_000 }, () => {
  it('fills birth date and gender from a valid resident ID and sends them', async () => {
    const api = stubApi({ 'POST /customer/personal': (c) => ok({ id: 1, ...(c.body as object) }) });
    const onClose = vi.fn();
    renderWithApp(<PersonalDialog row={null} onClose={onClose} />);

    // A wrong check character is explained in Chinese and fills nothing.
    fireEvent.change(input('证件号码'), { target: { value: '110105194912310021' } });
    fireEvent.blur(input('证件号码'));
    expect(await screen.findByText('身份证号码校验位不正确，请核对', {}, { timeout: 5000 })).toBeTruthy();
    expect(input('出生日期').value).toBe('');

    // The right one (lower-case x accepted) fills both; they are then only shown.
    fireEvent.change(input('证件号码'), { target: { value: '11010519491231002x' } });
    // The values arrive first and the locked state with its hints in the next render.
    await waitFor(
      () => {
        expect(input('出生日期').value).toBe('1949-12-31');
        expect((screen.getByLabelText('女') as HTMLInputElement).checked).toBe(true);
        expect((screen.getByLabelText('男') as HTMLInputElement).checked).toBe(false);
        expect(input('出生日期').disabled).toBe(true);
        expect(screen.getAllByText('已按身份证号码自动填写')).toHaveLength(2);
      },
      { timeout: 5000 },
    );

    // A male number switches the gender.
    fireEvent.change(input('证件号码'), { target: { value: '110101199003070011' } });
    await waitFor(
      () => {
        expect(input('出生日期').value).toBe('1990-03-07');
        expect((screen.getByLabelText('男') as HTMLInputElement).checked).toBe(true);
      },
      { timeout: 5000 },
    );

    fireEvent.change(input('证件号码'), { target: { value: '11010519491231002x' } });
    fireEvent.change(input('姓名'), { target: { value: ' 王秀兰 ' } });
    fireEvent.change(input('联系电话'), { target: { value: '010-65120000' } });
    save();
    await waitFor(() => expect(api.of('POST', '/customer/personal')).toHaveLength(1), { timeout: 5000 });
    expect(api.of('POST', '/customer/personal')[0].body).toMatchObject({
      name: '王秀兰',
      idType: 'ID_CARD',
      idNumber: '11010519491231002X',
      birthDate: '1949-12-31',
      gender: 'FEMALE',
      phone: '010-65120000',
      nationality: '中国',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
  });

  it('checks the phone before sending and keeps everything on a duplicate refusal', async () => {
    const api = stubApi({ 'POST /customer/personal': refuse(409, '证件号码 11010519491231002X 已登记为个人客户“张三”，请勿重复添加') });
    const onClose = vi.fn();
    renderWithApp(<PersonalDialog row={null} onClose={onClose} />);
    fireEvent.change(input('姓名'), { target: { value: '张三' } });
    fireEvent.change(input('证件号码'), { target: { value: '11010519491231002X' } });
    fireEvent.change(input('联系电话'), { target: { value: '12345' } });
    save();
    expect(await screen.findByText(/请输入正确的手机号或固定电话/, {}, { timeout: 5000 })).toBeTruthy();
    expect(api.of('POST', '/customer/personal')).toHaveLength(0);

    fireEvent.change(input('联系电话'), { target: { value: '13800138000' } });
    save();
    await waitFor(() => expect(api.of('POST', '/customer/personal')).toHaveLength(1), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(onClose).not.toHaveBeenCalled();
    expect(input('姓名').value).toBe('张三');
    expect(input('联系电话').value).toBe('13800138000');
  });
});
