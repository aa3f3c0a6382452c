import { describe, expect, it } from 'vitest';
import {
  canAddMoreFiles,
  checkFileCount,
  checkFileSize,
  checkFileType,
  checkUploadedFiles,
  checkUploadFile,
  fileExtension,
  maxFileSizeMb,
  toUploadedFile,
} from './upload-checks.ts';

const MB = 1024 * 1024;

describe('upload checks (§5)', () => {
  it('compares the extension with fileTypes case-insensitively', () => {
    expect(checkFileType('合同.PDF', ['pdf'])).toBeNull();
    expect(checkFileType('photo.jpg', ['JPG', 'png'])).toBeNull();
    expect(checkFileType('photo.jpeg', ['.jpeg'])).toBeNull();
    expect(checkFileType('archive.tar.gz', ['gz'])).toBeNull();
  });

  it.each([
    ['virus.exe', ['pdf', 'doc'], '不支持的文件格式: exe'],
    ['scan.Tiff', ['jpg'], '不支持的文件格式: Tiff'],
    ['README', ['pdf'], '不支持的文件格式: '],
    ['a.pdf', [], '不支持的文件格式: pdf'],
  ])('refuses %s with the unsupported-format message', (name, types, message) => {
    expect(checkFileType(name, types)).toEqual({ code: 'fileType', message });
  });

  it('checks the size against fileMaxSize in MB, 5 by default', () => {
    expect(maxFileSizeMb(undefined)).toBe(5);
    expect(maxFileSizeMb(null)).toBe(5);
    expect(maxFileSizeMb(0)).toBe(5);
    expect(checkFileSize(5 * MB, null)).toBeNull();
    expect(checkFileSize(5 * MB + 1, null)).toEqual({ code: 'fileSize', message: '文件大小超出限制: 5MB' });
    expect(checkFileSize(10 * MB, 10)).toBeNull();
    expect(checkFileSize(10 * MB + 1, 10)).toEqual({ code: 'fileSize', message: '文件大小超出限制: 10MB' });
  });

  it('refuses files beyond limit; no limit when unset', () => {
    expect(checkFileCount(2, 1, 3)).toBeNull();
    expect(checkFileCount(3, 1, 3)).toEqual({ code: 'fileCount', message: '上传文件数量超出限制（最多 3 个）' });
    expect(checkFileCount(1, 3, 3)?.code).toBe('fileCount');
    expect(checkFileCount(100, 1, null)).toBeNull();
    expect(checkFileCount(100, 1, 0)).toBeNull();
  });

  it('checkUploadFile checks type, then size, then count', () => {
    const limits = { fileTypes: ['pdf'], fileMaxSize: 1, limit: 1 };
    expect(checkUploadFile(limits, { name: 'a.exe', size: 9 * MB }, 5)?.code).toBe('fileType');
    expect(checkUploadFile(limits, { name: 'a.pdf', size: 2 * MB }, 5)?.code).toBe('fileSize');
    expect(checkUploadFile(limits, { name: 'a.pdf', size: MB }, 1)?.code).toBe('fileCount');
    expect(checkUploadFile(limits, { name: 'a.pdf', size: MB }, 0)).toBeNull();
  });

  it('hides the upload button once the count reaches limit', () => {
    expect(canAddMoreFiles(2, 3)).toBe(true);
    expect(canAddMoreFiles(3, 3)).toBe(false);
    expect(canAddMoreFiles(2, 3)).toBe(true);
    expect(canAddMoreFiles(50, null)).toBe(true);
  });

  it('checks submitted file lists on the server', () => {
    const limits = { fileTypes: ['pdf'], fileMaxSize: 5, limit: 2 };
    expect(checkUploadedFiles(limits, [{ name: 'a.pdf', url: 'u' }])).toBeNull();
    expect(checkUploadedFiles(limits, [{ name: 'a.sh', url: 'u' }])?.message).toBe('不支持的文件格式: sh');
    const three = [1, 2, 3].map((n) => ({ name: `${n}.pdf`, url: 'u' }));
    expect(checkUploadedFiles(limits, three)?.message).toBe('上传文件数量超出限制（最多 2 个）');
  });

  it('reads the upload response: one object or the first of an array', () => {
    expect(toUploadedFile({ ossUrl: 'https://f/1.pdf', fileName: '1.pdf' })).toEqual({ name: '1.pdf', url: 'https://f/1.pdf' });
    expect(toUploadedFile([{ ossUrl: 'https://f/2.pdf', filename: '2.pdf' }, { ossUrl: 'x' }])).toEqual({ name: '2.pdf', url: 'https://f/2.pdf' });
    expect(toUploadedFile({ ossUrl: 'https://f/3', name: 'n' })).toEqual({ name: 'n', url: 'https://f/3' });
    expect(toUploadedFile({ ossUrl: 'https://f/4' }, 'local.pdf')).toEqual({ name: 'local.pdf', url: 'https://f/4' });
    expect(toUploadedFile({ url: 'no-oss' })).toBeNull();
    expect(toUploadedFile(null)).toBeNull();
  });

  it('extension is the text after the last dot', () => {
    expect(fileExtension('a.b.DOCX')).toBe('DOCX');
    expect(fileExtension('noext')).toBe('');
  });
});
