import { MENU, type PageFunction } from '@notaria/contracts';
import type { ComponentType } from 'react';

export interface PageProps {
  route: RouteDef;
}

type PageModule = { default: ComponentType<PageProps> };

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
  page: () => Promise<PageModule>;
}

export const menuTitleKey = (section: string, page: string) => `menu.${section}.${page}`;

const placeholder = () => import('../features/placeholder/pages/placeholder-page');

/** Menu pages that have their module; every other menu page shows the 建设中 placeholder. */
const MENU_PAGES: Record<string, () => Promise<PageModule>> = {
  'homePage:dashboard': () => import('../features/dashboard/pages/dashboard-page'),
  'oa:notice': () => import('../features/notice/pages/office-notice-page'),
  'system:account': () => import('../features/system-account/pages/account-page'),
  'system:dept': () => import('../features/system-dept/pages/dept-page'),
  'system:role': () => import('../features/system-role/pages/role-page'),
  'system:number': () => import('../features/system-number/pages/number-page'),
  'system:dict': () => import('../features/system-dict/pages/dict-page'),
  'system:flow': () => import('../features/system-flow/pages/flow-page'),
  'system:log': () => import('../features/system-log/pages/log-page'),
  'business:accept': () => import('../features/business/pages/accept-page'),
  'business:approve': () => import('../features/business/pages/approve-page'),
  'business:certificate': () => import('../features/business/pages/certificate-page'),
  'business:archives': () => import('../features/business/pages/archives-page'),
  'business:faceRecognition': () => import('../features/face-recognition/pages/face-recognition-page'),
  'business:litigant': () => import('../features/litigant/pages/litigant-page'),
  'business:statistics': () => import('../features/business-statistics/pages/statistics-page'),
  'custom:personalCustomerList': () => import('../features/customer/pages/personal-customer-page'),
  'custom:institutionalClientsList': () => import('../features/customer/pages/institution-customer-page'),
  'template:notarizationItem': () => import('../features/notarization-item/pages/notarization-item-page'),
  'template:businessConfig': () => import('../features/business-config/pages/business-config-page'),
  'template:businessModule': () => import('../features/business-config/pages/business-module-page'),
};

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
      page: MENU_PAGES[`${section.key}:${p.key}`] ?? placeholder,
    };
  }),
);

export const ROUTES: RouteDef[] = [
  { path: '/login', title: 'loginTitle', layout: 'blank', public: true, hidden: true, page: () => import('../features/auth/pages/login-page') },
  {
    path: '/appDocEdit', title: 'appDocEditTitle', layout: 'blank', public: true, hidden: true, ownDocumentTitle: true,
    page: () => import('../features/placeholder/pages/app-doc-edit-page'),
  },
  { path: '/change-password', title: 'changePasswordTitle', layout: 'blank', hidden: true, page: () => import('../features/auth/pages/change-password-page') },
  { path: '/404', title: 'notFoundTitle', layout: 'blank', hidden: true, page: () => import('../features/placeholder/pages/not-found-page') },
  { path: '/401', title: 'unauthorizedTitle', layout: 'blank', hidden: true, page: () => import('../features/placeholder/pages/unauthorized-page') },
  { path: '/redirect/*', title: 'redirectTitle', layout: 'main', hidden: true, noCache: true, page: () => import('../features/placeholder/pages/redirect-page') },
  {
    path: '/tenant/index', title: 'tenantTitle', icon: 'ApartmentOutlined', layout: 'main', hidden: true, noCache: true, superAdmin: true,
    page: () => import('../features/tenant/pages/tenant-page'),
  },
  ...menuRoutes,
];

/** Paths that only redirect. */
export const REDIRECTS: Record<string, string> = { '/tenant': '/tenant/index' };

export const HOME_PATH = '/dashboard';

export function findRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((r) => (r.path.endsWith('/*') ? clean.startsWith(r.path.slice(0, -1)) : r.path === clean));
}
