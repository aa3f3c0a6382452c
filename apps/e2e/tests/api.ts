import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openAndSignIn } from './helpers.ts';

/** One call of the API as `token`; the journey fails with the server's message when it is refused. */
export async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, headers: { satoken: token }, ...(data === undefined ? {} : { data }) });
  const body = (await res.json()) as { success: boolean; data: T; message: string };
  expect(body.success, `${method} ${url}: ${body.message}`).toBe(true);
  return body.data;
}

export async function tokenOf(request: APIRequestContext, account: string) {
  const res = await request.post('/api/auth/login', { data: { account, password: DEMO_PASSWORD } });
  return ((await res.json()) as { data: { tokenValue: string } }).data.tokenValue;
}

/** A node of GET /api/notarization-item/tree. */
export interface ItemNode {
  id: number;
  name: string;
  level: string;
  materials?: { name: string }[];
  children?: ItemNode[];
}
export const itemLeaves = (nodes: ItemNode[]): ItemNode[] => nodes.flatMap((n) => (n.level === 'ITEM' ? [n] : itemLeaves(n.children ?? [])));

/** A fresh browser context signed in as `account` on `path`. */
export async function signedIn(browser: Browser, account: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
  await openAndSignIn(page, account, path);
  await expect(page).toHaveURL(new RegExp(path.replace(/[/?]/g, '\\$&')));
  return page;
}
