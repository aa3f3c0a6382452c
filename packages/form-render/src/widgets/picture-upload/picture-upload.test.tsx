import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';
import { bodyText, chooseFiles, makeFile, mockFetch } from '../../test/upload-helpers.ts';

describe('picture-upload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('accepts jpg/jpeg/png, shows a picture card, hides the button once the limit is reached', async () => {
    mockFetch({ success: true, data: { ossUrl: 'https://oss/p.png', name: 'p.png' } });
    const { container, form } = renderForm([widget('picture-upload', 'photo', { limit: 1 })]);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.jpg,.jpeg,.png');
    expect(container.querySelector('.fr-upload-button')).not.toBeNull();
    chooseFiles(container, makeFile('p.PNG'));
    await waitFor(() => expect(form().getData().photo).toEqual([{ name: 'p.png', url: 'https://oss/p.png' }]));
    expect(container.querySelector('.ant-upload-list-picture-card')).not.toBeNull();
    expect(container.querySelector('.fr-upload-button')).toBeNull();
  });

  it('refuses other image types', async () => {
    const fetch = mockFetch({});
    const { container } = renderForm([widget('picture-upload', 'photo')]);
    chooseFiles(container, makeFile('p.gif'));
    await waitFor(() => expect(bodyText()).toContain('不支持的文件格式: gif'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
