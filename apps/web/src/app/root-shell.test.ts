import NProgress from 'nprogress';
import { afterEach, expect, it } from 'vitest';
import './root-shell';

afterEach(() => NProgress.remove());

it('the page-loading bar starts, moves and finishes with its accessible markup', () => {
  NProgress.start();
  const bar = document.querySelector<HTMLElement>('#nprogress [role="progressbar"]');
  expect(bar?.getAttribute('aria-label')).toBe('页面加载中');
  NProgress.set(0.5);
  expect(bar?.style.transform).toContain('-50%');
  NProgress.done(true);
});
