import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

export function makeFile(name: string, size = 10, type = 'application/octet-stream'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function chooseFiles(container: HTMLElement, ...files: File[]) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

export function mockFetch(body: unknown, init: ResponseInit = { status: 200 }) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), init));
  vi.stubGlobal('fetch', fn);
  return fn;
}

export const bodyText = () => document.body.textContent ?? '';
