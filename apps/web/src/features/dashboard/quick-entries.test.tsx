import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, renderPage } from '../../test/fake-server';
import { QuickEntries } from './components/quick-entries';

afterEach(() => vi.unstubAllGlobals());

describe('快捷入口', () => {
  it('links the pages the server lists for the role', async () => {
    const calls = fakeServer((_m, path) =>
      path === '/dashboard/quick-entries'
        ? envelope([{ section: 'business', page: 'archives', path: '/business/archives', title: '归档', icon: 'AuditOutlined' }])
        : undefined,
    );
    renderPage(
      <MemoryRouter>
        <QuickEntries />
      </MemoryRouter>,
      '/dashboard',
      ['homePage:dashboard:quick', 'business:archives'],
    );
    const link = await screen.findByRole('link', { name: /归档/ });
    expect(link.getAttribute('href')).toBe('/business/archives');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/dashboard/quick-entries']);
  });
});
