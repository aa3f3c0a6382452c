import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';
import { bodyText, chooseFiles, makeFile, mockFetch } from '../../test/upload-helpers.ts';
import { UPLOAD_ERROR_SECONDS } from '../../runtime/store-types.ts';

const ok = { success: true, data: [{ ossUrl: 'https://oss.example.cn/a.pdf', fileName: '合同.pdf' }] };
const tick = () => act(() => new Promise((r) => setTimeout(r, 20)));

describe('file-upload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts multipart data keyed by the file name to the default endpoint and stores the entry', async () => {
    const fetch = mockFetch(ok);
    const onUploadSuccess = vi.fn();
    const { container, form } = renderForm([widget('file-upload', 'docs')], { onUploadSuccess });
    const file = makeFile('合同.PDF', 1000);
    chooseFiles(container, file);
    await waitFor(() => expect(form().getData().docs).toEqual([{ name: '合同.pdf', url: 'https://oss.example.cn/a.pdf' }]));
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/file/upload');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect((init?.body as FormData).get('合同.PDF')).toBeTruthy();
    expect(onUploadSuccess).toHaveBeenCalledWith({ name: '合同.pdf', url: 'https://oss.example.cn/a.pdf' }, ok, expect.objectContaining({ path: 'docs' }));
  });

  it('substitutes global variables in uploadURL, sends credentials, reads a single response object', async () => {
    const fetch = mockFetch({ success: true, data: { ossUrl: 'https://f/x.doc', filename: 'x.doc' } });
    const { container, form } = renderForm([widget('file-upload', 'docs', { uploadURL: '{fileBaseUrl}/upload', withCredentials: true })], {
      globals: { fileBaseUrl: 'https://files.example.cn' },
    });
    chooseFiles(container, makeFile('x.doc'));
    await waitFor(() => expect(form().getData().docs).toEqual([{ name: 'x.doc', url: 'https://f/x.doc' }]));
    expect(fetch.mock.calls[0][0]).toBe('https://files.example.cn/upload');
    expect(fetch.mock.calls[0][1]?.credentials).toBe('include');
  });

  it('refuses an unsupported type (case-insensitive check) with the Chinese message', async () => {
    const fetch = mockFetch(ok);
    const { container } = renderForm([widget('file-upload', 'docs')]);
    chooseFiles(container, makeFile('virus.EXE'));
    await waitFor(() => expect(bodyText()).toContain('不支持的文件格式: EXE'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a file over fileMaxSize (default 5 MB)', async () => {
    const fetch = mockFetch(ok);
    const { container } = renderForm([widget('file-upload', 'a'), widget('file-upload', 'b', { fileMaxSize: 1 })]);
    chooseFiles(container, makeFile('big.pdf', 5 * 1024 * 1024 + 1));
    await waitFor(() => expect(bodyText()).toContain('文件大小超出限制: 5MB'));
    const second = container.querySelectorAll('input[type="file"]')[1] as HTMLInputElement;
    fireEvent.change(second, { target: { files: [makeFile('b.pdf', 2 * 1024 * 1024)] } });
    await waitFor(() => expect(bodyText()).toContain('文件大小超出限制: 1MB'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses files over the count limit', async () => {
    const fetch = mockFetch(ok);
    const { container } = renderForm([widget('file-upload', 'docs', { limit: 2, multipleSelect: true, defaultValue: [{ name: 'a.pdf', url: 'u' }] })]);
    chooseFiles(container, makeFile('b.pdf'), makeFile('c.pdf'));
    await waitFor(() => expect(bodyText()).toContain('上传文件数量超出限制（最多 2 个）'));
    await tick();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a before-upload callback returning false cancels', async () => {
    const fetch = mockFetch(ok);
    const onBeforeUpload = vi.fn(() => false);
    const { container, form } = renderForm([widget('file-upload', 'docs')], { onBeforeUpload });
    chooseFiles(container, makeFile('a.pdf'));
    await waitFor(() => expect(onBeforeUpload).toHaveBeenCalled());
    await tick();
    expect(fetch).not.toHaveBeenCalled();
    expect(form().getData().docs).toEqual([]);
  });

  it('hides the button at the limit and shows it again after a removal', async () => {
    const onFileRemove = vi.fn();
    const { container, form } = renderForm([widget('file-upload', 'docs', { limit: 1, defaultValue: [{ name: 'a.pdf', url: 'https://oss/a.pdf' }] })], {
      onFileRemove,
    });
    expect(container.querySelector('.fr-upload-button')).toBeNull();
    const remove = container.querySelector('.anticon-delete')!;
    fireEvent.click(remove.closest('button') ?? remove);
    await waitFor(() => expect(container.querySelector('.fr-upload-button')).not.toBeNull());
    expect(form().getData().docs).toEqual([]);
    expect(onFileRemove).toHaveBeenCalledWith({ name: 'a.pdf', url: 'https://oss/a.pdf' }, expect.objectContaining({ path: 'docs' }));
  });

  it('shows upload errors for 3 s unless an error callback is given', async () => {
    expect(UPLOAD_ERROR_SECONDS).toBe(3);
    mockFetch({}, { status: 500, statusText: 'Internal Server Error' });
    const { container, unmount } = renderForm([widget('file-upload', 'docs')]);
    chooseFiles(container, makeFile('a.pdf'));
    await waitFor(() => expect(bodyText()).toContain('上传错误: Internal Server Error'));
    unmount();

    mockFetch({ success: false, message: '存储失败' });
    const onUploadError = vi.fn();
    const second = renderForm([widget('file-upload', 'docs2')], { onUploadError });
    chooseFiles(second.container, makeFile('b.pdf'));
    await waitFor(() => expect(onUploadError).toHaveBeenCalled());
    expect((onUploadError.mock.calls[0][0] as Error).message).toBe('存储失败');
    await tick();
    expect(bodyText()).not.toContain('上传错误: 存储失败');
  });
});
