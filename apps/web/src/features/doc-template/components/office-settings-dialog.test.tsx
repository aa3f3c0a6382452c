import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetApp } from '../../../test/fake-server';
import { ok, renderWithApp, stubApi } from '../../../test/stub-api';
import { OfficeSettingsDialog } from './office-settings-dialog';

const SAVED = { officeFullName: '', address: '北京市东城区', phone: '010-65120000', sealUrl: '', defaultFullName: '北京市长安公证处' };
const SEAL_URL = `/api/file/${'a'.repeat(32)}`;

afterEach(resetApp);

describe('本处文书设置', { timeout: 60_000 }, () => {
  it('takes a PNG seal only, shows it, and saves the full name with the seal address', async () => {
    const api = stubApi({
      'GET /template/document/settings': ok(SAVED),
      'POST /file/upload': ok({ ossUrl: SEAL_URL, name: 'seal.png', fileName: 'seal.png', filename: 'seal.png', size: 10, mime: 'image/png', sha256: '' }),
      'PUT /template/document/settings': (c) => ok({ ...(c.body as object), defaultFullName: SAVED.defaultFullName }),
    });
    renderWithApp(<OfficeSettingsDialog canEdit onClose={() => {}} />);
    const fullName = (await screen.findByLabelText('机构全称')) as HTMLInputElement;
    expect(fullName.placeholder).toBe('北京市长安公证处');
    expect(screen.getByText('尚未上传公章图片')).toBeTruthy();

    const pick = screen.getByLabelText('选择公章图片');
    await act(async () => fireEvent.change(pick, { target: { files: [new File(['x'], 'seal.jpg', { type: 'image/jpeg' })] } }));
    expect(screen.getByText('请选择 PNG 图片（透明背景）：seal.jpg 不是 PNG')).toBeTruthy();
    expect(api.of('POST', '/file/upload')).toHaveLength(0);

    await act(async () => fireEvent.change(pick, { target: { files: [new File(['png'], 'seal.png', { type: 'image/png' })] } }));
    await waitFor(() => expect(screen.getByAltText('公章图片').getAttribute('src')).toBe(SEAL_URL));

    fireEvent.change(fullName, { target: { value: ' 北京市长安公证处 ' } });
    fireEvent.click(screen.getAllByRole('button', { name: /^保\s*存$/ }).at(-1)!);
    await waitFor(() => expect(api.of('PUT', '/template/document/settings')).toHaveLength(1));
    expect(api.of('PUT', '/template/document/settings')[0].body).toEqual({
      officeFullName: '北京市长安公证处',
      address: '北京市东城区',
      phone: '010-65120000',
      sealUrl: SEAL_URL,
    });
  });

  it('only shows the settings to a reader without officeSettings', async () => {
    stubApi({ 'GET /template/document/settings': ok({ ...SAVED, sealUrl: SEAL_URL }) });
    renderWithApp(<OfficeSettingsDialog canEdit={false} onClose={() => {}} />);
    expect(((await screen.findByLabelText('机构全称')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(screen.queryByLabelText('选择公章图片')).toBeNull();
    expect(screen.getByAltText('公章图片').getAttribute('src')).toBe(SEAL_URL);
  });
});
