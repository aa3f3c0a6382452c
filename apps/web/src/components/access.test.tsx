import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPermissionRoutes } from '../lib/permission-routes';
import { findRoute } from '../lib/routes';
import { useSession } from '../stores/session-store';
import { Access, RouteDefContext } from './access';

describe('<Access>', () => {
  it('shows children only for functions granted on the page it sits in', () => {
    useSession.setState({ routes: buildPermissionRoutes(['system:account:create', 'system:dept:delete']) });
    render(
      <RouteDefContext.Provider value={findRoute('/system/account')!}>
        <Access fn="create">
          <button>新增账号</button>
        </Access>
        <Access fn="delete" fallback={<span>无删除权限</span>}>
          <button>删除账号</button>
        </Access>
      </RouteDefContext.Provider>,
    );
    expect(screen.getByText('新增账号')).toBeTruthy();
    expect(screen.queryByText('删除账号')).toBeNull();
    expect(screen.getByText('无删除权限')).toBeTruthy();
  });
});
