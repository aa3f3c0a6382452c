import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInPage } from '../components/sign-in-page';

const envelope = (data: unknown) => new Response(JSON.stringify({ success: true, message: 'ok', data, requestId: 'r' }), { status: 200 });
const refusal = (message: string) => new Response(JSON.stringify({ success: false, message, data: null, requestId: 'r' }), { status: 400 });
const CAPTCHA = { enabled: true, captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' };

/** Answers the captcha call with `captcha` and the sign-in call with `signIn`. */
function serve(signIn: () => Response, captcha = CAPTCHA) {
  const fetchMock = vi.fn(async (url: string) => (String(url).includes('captcha') ? envelope(captcha) : signIn()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const fill = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('sign-in page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows account, password, captcha image and remember-password when the captcha is on', async () => {
    serve(() => envelope({}));
    render(<SignInPage onSignedIn={() => undefined} />);
    expect(screen.getByRole('textbox', { name: '账号' })).toBeTruthy();
    expect(screen.getByLabelText('密码')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '记住密码' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /登\s*录/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByAltText('验证码')).toBeTruthy());
    expect(screen.getByPlaceholderText('请输入验证码')).toBeTruthy();
  });

  it('hides the captcha field when the server disables it', async () => {
    const fetchMock = serve(() => envelope({}), { enabled: false, captchaId: '', image: '' });
    render(<SignInPage onSignedIn={() => undefined} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull());
  });

  it('names what is missing in the server’s wording and sends nothing', async () => {
    const fetchMock = serve(() => envelope({}));
    render(<SignInPage onSignedIn={() => undefined} />);
    await waitFor(() => expect(screen.getByAltText('验证码')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '账号' }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('login'))).toHaveLength(0);
  });

  it('shows the refusal, keeps the account and asks for a new captcha', async () => {
    const fetchMock = serve(() => refusal('账号或密码错误'));
    const signedIn = vi.fn();
    render(<SignInPage onSignedIn={signedIn} />);
    await waitFor(() => expect(screen.getByAltText('验证码')).toBeTruthy());
    fill('请输入账号', 'notary');
    fill('请输入密码', 'wrong-password-1');
    fill('请输入验证码', 'abcd');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('账号或密码错误'));
    expect((screen.getByPlaceholderText('请输入账号') as HTMLInputElement).value).toBe('notary');
    expect((screen.getByPlaceholderText('请输入验证码') as HTMLInputElement).value).toBe('');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('captcha')).length).toBe(2);
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('signs in and hands over to the caller', async () => {
    serve(() => envelope({ tokenName: 'satoken', tokenValue: 't-1' }), { enabled: false, captchaId: '', image: '' });
    const signedIn = vi.fn();
    render(<SignInPage onSignedIn={signedIn} />);
    await waitFor(() => expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull());
    fill('请输入账号', 'notary');
    fill('请输入密码', 'Demo@2026');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    expect(document.cookie).toContain('t-1');
  });
});
