import { creditCodeCheckChar } from '@notaria/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApp, stubApi } from '../../../test/stub-api';
import { InstitutionDialog } from './institution-dialog';

const button = (text: RegExp) => screen.getByText(text, { selector: 'button span' }).closest('button')!;
const save = () => fireEvent.click(button(/^保\s*存$/));
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const FIRST17 = '91110000600037341';
const VALID = FIRST17 + creditCodeCheckChar(FIRST17);
const WRONG = FIRST17 + (creditCodeCheckChar(FIRST17) === '0' ? '1' : '0');

afterEach(() => vi.unstubAllGlobals());

describe('机构客户 dialog', { timeout: 30_000 }, () => {
  it('blocks an invalid credit code and a wrong legal representative ID before sending, then sends the corrected record', async () => {
    const api = stubApi({ 'POST /customer/institution': (c) => ok({ id: 3, ...(c.body as object) }) });
    const onClose = vi.fn();
    renderWithApp(<InstitutionDialog row={null} onClose={onClose} />);

    fireEvent.change(input('机构名称'), { target: { value: '北京长安建设有限公司' } });
    fireEvent.change(input('统一社会信用代码'), { target: { value: WRONG } });
    fireEvent.change(input('法定代表人证件号码'), { target: { value: '110105194912310021' } });
    save();
    expect(await screen.findByText('统一社会信用代码校验位不正确，请核对', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('身份证号码校验位不正确，请核对', {}, { timeout: 5000 })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(api.of('POST', '/customer/institution')).toHaveLength(0);

    fireEvent.change(input('统一社会信用代码'), { target: { value: VALID.toLowerCase() } });
    fireEvent.change(input('法定代表人证件号码'), { target: { value: '11010519491231002X' } });
    save();
    await waitFor(() => expect(api.of('POST', '/customer/institution')).toHaveLength(1), { timeout: 5000 });
    expect(api.of('POST', '/customer/institution')[0].body).toMatchObject({
      name: '北京长安建设有限公司',
      creditCode: VALID,
      licenceType: '营业执照',
      legalRepIdType: 'ID_CARD',
      legalRepIdNumber: '11010519491231002X',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
  });
});
