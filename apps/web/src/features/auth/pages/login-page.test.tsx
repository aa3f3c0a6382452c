import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './login-page';

const envelope = (data: unknown) => new Response(JSON.stringify({ success: true, message: 'ok', data, requestId: 'r' }), { status: 200 });

function renderLogin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

describe('login page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows account, password, captcha image and remember-password when the captcha is on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ enabled: true, captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' })),
    );
    renderLogin();
    expect(screen.getByPlaceholderText('请输入账号')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入密码')).toBeTruthy();
    expect(screen.getByText('记住密码')).toBeTruthy();
    expect(screen.getByRole('button', { name: /登\s*录/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByAltText('验证码')).toBeTruthy());
    expect(screen.getByPlaceholderText('请输入验证码')).toBeTruthy();
  });

  it('hides the captcha field when the server disables it', async () => {
    const fetchMock = vi.fn(async () => envelope({ enabled: false, captchaId: '', image: '' }));
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull());
  });
});
