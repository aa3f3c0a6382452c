import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import i18n from '../../i18n';
import { useSession } from '../../stores/session-store';
import { nextAfterClose, useTags, type TagView } from '../../stores/tags-store';
import { landingPath } from '../../lib/permission-routes';
import { findRoute } from '../../lib/routes';
import styles from './tags-view.module.css';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

function actionItems(view: TagView): MenuProps['items'] {
  return [
    { key: 'refresh', label: '刷新页面' },
    { key: 'close', label: '关闭当前', disabled: view.affix },
    { key: 'closeOthers', label: '关闭其他' },
    { key: 'closeAll', label: '关闭所有' },
  ];
}

export function TagsView() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const routes = useSession((s) => s.routes);
  const { visited, add, close, closeOthers, closeAll } = useTags();

  useEffect(() => {
    for (const r of routes) {
      if (r.affix && !r.hidden) add({ path: r.path, fullPath: r.path, title: r.title, affix: true, noCache: !!r.def.noCache });
    }
  }, [routes, add]);

  useEffect(() => {
    const def = findRoute(pathname);
    if (!def || def.path === '/redirect/*') return;
    add({ path: pathname, fullPath: pathname + search, title: def.title, affix: !!def.affix, noCache: !!def.noCache });
  }, [pathname, search, add]);

  const home = () => landingPath(routes) ?? '/';

  const run = (action: Action, view: TagView) => {
    const list = useTags.getState().visited;
    if (action === 'refresh') {
      navigate(`/redirect${view.fullPath}`, { replace: true });
    } else if (action === 'close') {
      close(view.path);
      if (view.path === pathname) navigate(nextAfterClose(list, view.path, home()));
    } else if (action === 'closeOthers') {
      closeOthers(view.path);
      if (view.path !== pathname) navigate(view.fullPath);
    } else {
      closeAll();
      const rest = useTags.getState().visited;
      if (!rest.some((v) => v.path === pathname)) navigate(rest.length ? rest[rest.length - 1].fullPath : home());
    }
  };

  const current = visited.find((v) => v.path === pathname);

  return (
    <div className={styles.bar} data-testid="tags-view">
      <div className={styles.scroll} role="tablist" aria-label="已打开的页面">
        {visited.map((view) => {
          const active = view.path === pathname;
          const title = i18n.t(view.title);
          return (
            <Dropdown key={view.path} trigger={['contextMenu']} menu={{ items: actionItems(view), onClick: ({ key }) => run(key as Action, view) }}>
              <span
                role="tab"
                aria-selected={active}
                aria-keyshortcuts={view.affix ? undefined : 'Delete'}
                tabIndex={0}
                data-path={view.path}
                className={active ? `${styles.tag} ${styles.active}` : styles.tag}
                onClick={() => !active && navigate(view.fullPath)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') navigate(view.fullPath);
                  else if (e.key === 'Delete' && !view.affix) run('close', view);
                }}
              >
                {active && <i className={styles.dot} />}
                {title}
                {!view.affix && (
                  // A tab's content is presentational: the close button is the Delete key for the keyboard.
                  <CloseOutlined
                    className={styles.close}
                    aria-hidden
                    title={`关闭 ${title}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      run('close', view);
                    }}
                  />
                )}
              </span>
            </Dropdown>
          );
        })}
      </div>
      {current && (
        <Dropdown trigger={['click']} placement="bottomRight" menu={{ items: actionItems(current), onClick: ({ key }) => run(key as Action, current) }}>
          <Button size="small" type="text" className={styles.more} data-testid="tags-actions">
            标签操作 <DownOutlined aria-hidden style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
      )}
    </div>
  );
}
