import { DEFAULT_PAGE, VALIDATION_MESSAGES as M } from '@notaria/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { fontSizeLabel, FONT_SIZE_OPTIONS } from '../labels';
import { PageSettingsFields } from './page-settings-fields';
import { shownPage } from './use-template-draft';

function renderFields() {
  const holder: { form?: FormInstance } = {};
  function Host() {
    const [form] = Form.useForm();
    holder.form = form;
    return (
      <Form form={form} layout="vertical" initialValues={{ page: DEFAULT_PAGE }}>
        <PageSettingsFields />
      </Form>
    );
  }
  render(
    <App>
      <Host />
    </App>,
  );
  return holder as { form: FormInstance };
}

describe('页面设置', { timeout: 60_000 }, () => {
  it('names body sizes the Chinese way: 三号 is 16 pt, 四号 14 pt, 小四 12 pt', () => {
    expect(fontSizeLabel(16)).toBe('三号（16 磅）');
    expect(fontSizeLabel(14)).toBe('四号（14 磅）');
    expect(fontSizeLabel(12)).toBe('小四（12 磅）');
    expect(fontSizeLabel(13)).toBe('13 磅');
    // Every choice is a size the server accepts (9–26 pt).
    expect(FONT_SIZE_OPTIONS.every((o) => o.value >= 9 && o.value <= 26)).toBe(true);
  });

  it("refuses margins outside the schema's bounds with the server's wording, and an empty one", async () => {
    const { form } = renderFields();
    fireEvent.change(screen.getByLabelText('上边距'), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText('左边距'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('右边距'), { target: { value: '' } });
    await expect(form.validateFields()).rejects.toBeTruthy();
    expect(await screen.findByText(M.maximum('上边距（毫米）', 60))).toBeTruthy();
    expect(screen.getByText(M.minimum('左边距（毫米）', 5))).toBeTruthy();
    expect(screen.getByText(M.required('右边距（毫米）'))).toBeTruthy();

    fireEvent.change(screen.getByLabelText('上边距'), { target: { value: '37' } });
    fireEvent.change(screen.getByLabelText('左边距'), { target: { value: '28' } });
    fireEvent.change(screen.getByLabelText('右边距'), { target: { value: '26' } });
    await waitFor(async () => expect((await form.validateFields()).page).toEqual(DEFAULT_PAGE));
  });

  it('shows the sheet with the settings typed so far, keeping the saved value of any not yet valid', () => {
    expect(shownPage({ ...DEFAULT_PAGE, size: '16K', marginTop: 70, fontSize: 14 }, DEFAULT_PAGE)).toEqual({
      ...DEFAULT_PAGE,
      size: '16K',
      fontSize: 14,
    });
    expect(shownPage(undefined, DEFAULT_PAGE)).toEqual(DEFAULT_PAGE);
  });
});
