import { MENU, type PageFunction } from '@notaria/contracts';

// Every route of the app: path, title, permission, layout. Which page each one renders is app/pages.ts.

export interface PageProps {
  route: RouteDef;
}

export interface RouteDef {
  path: string;
  /** Translation key of the title (src/i18n). */
  title: string;
  icon?: string;
  /** `section:pageKey` of the permission registry; absent for fixed routes. */
  permission?: string;
  functions?: readonly PageFunction[];
  hidden?: boolean;
  affix?: boolean;
  noCache?: boolean;
  /** `main` renders inside the sidebar layout; `blank` renders alone. */
  layout: 'main' | 'blank';
  /** Opens without a session. */
  public?: boolean;
  /** Only the super administrator (user id 1). */
  superAdmin?: boolean;
  /** A page with its own document title instead of "title - product". */
  ownDocumentTitle?: boolean;
}

export const menuTitleKey = (section: string, page: string) => `menu.${section}.${page}`;

const menuRoutes: RouteDef[] = MENU.flatMap((section) =>
  section.pages.map((p): RouteDef => {
    const isDashboard = section.key === 'homePage' && p.key === 'dashboard';
    return {
      path: p.path,
      title: menuTitleKey(section.key, p.key),
      icon: section.icon,
      permission: `${section.key}:${p.key}`,
      functions: p.functions,
      affix: isDashboard,
      layout: 'main',
    };
  }),
);

export const ROUTES: RouteDef[] = [
  { path: '/login', title: 'loginTitle', layout: 'blank', public: true, hidden: true },
  { path: '/appDocEdit', title: 'appDocEditTitle', layout: 'blank', public: true, hidden: true, ownDocumentTitle: true },
  { path: '/verify', title: 'verifyTitle', layout: 'blank', public: true, hidden: true },
  { path: '/meet', title: 'meetTitle', layout: 'blank', public: true, hidden: true, ownDocumentTitle: true },
  { path: '/change-password', title: 'changePasswordTitle', layout: 'blank', hidden: true },
  { path: '/404', title: 'notFoundTitle', layout: 'blank', hidden: true },
  { path: '/401', title: 'unauthorizedTitle', layout: 'blank', hidden: true },
  { path: '/redirect/*', title: 'redirectTitle', layout: 'main', hidden: true, noCache: true },
  { path: '/tenant/index', title: 'tenantTitle', icon: 'ApartmentOutlined', layout: 'main', hidden: true, noCache: true, superAdmin: true },
  ...menuRoutes,
];

/** Paths that only redirect. */
export const REDIRECTS: Record<string, string> = { '/tenant': '/tenant/index' };

export const HOME_PATH = '/dashboard';

export function findRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((r) => (r.path.endsWith('/*') ? clean.startsWith(r.path.slice(0, -1)) : r.path === clean));
}
