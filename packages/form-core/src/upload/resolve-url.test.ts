import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_URL, resolveUploadUrl } from './upload-checks.ts';

describe('resolveUploadUrl', () => {
  it('falls back to the server file endpoint', () => {
    expect(resolveUploadUrl('')).toBe(DEFAULT_UPLOAD_URL);
    expect(resolveUploadUrl(null)).toBe('/api/file/upload');
  });

  it('substitutes global-variable placeholders in both spellings', () => {
    const globals = { fileBaseUrl: 'https://files.example.cn', port: 8080 };
    expect(resolveUploadUrl('{fileBaseUrl}/upload', globals)).toBe('https://files.example.cn/upload');
    expect(resolveUploadUrl('${fileBaseUrl}/u?p={ port }', globals)).toBe('https://files.example.cn/u?p=8080');
  });

  it('leaves unknown placeholders and non-text values as written', () => {
    expect(resolveUploadUrl('{missing}/x', { other: 'a' })).toBe('{missing}/x');
    expect(resolveUploadUrl('{obj}/x', { obj: { a: 1 } })).toBe('{obj}/x');
    expect(resolveUploadUrl('{toString}/x', {})).toBe('{toString}/x');
  });
});
