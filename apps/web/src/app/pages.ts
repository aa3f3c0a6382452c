import type { ComponentType } from 'react';
import type { PageProps, RouteDef } from '../lib/routes';

// The page each route renders, loaded on first visit. The route definitions live in lib/routes.ts so that the
// shared layer and the features can read them without importing every page.
type PageModule = { default: ComponentType<PageProps> };
type PageLoader = () => Promise<PageModule>;

const placeholder = () => import('../features/placeholder/pages/placeholder-page');

/** Menu pages that have their module; every other menu page shows the 建设中 placeholder. */
const MENU_PAGES: Record<string, PageLoader> = {
  'homePage:dashboard': () => import('../features/dashboard/pages/dashboard-page'),
  'oa:notice': () => import('../features/notice/pages/office-notice-page'),
  'oa:approve': () => import('../features/approval/approval-page'),
  'oa:apply': () => import('./oa-apply-page'),
  'oa:seal': () => import('../features/seal/seal-page'),
  'oa:business': () => import('../features/oa-manager/manager-page'),
  'oa:vote': () => import('../features/vote/vote-page'),
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
  'business:litigant': () => import('../features/business/litigant/pages/litigant-page'),
  'business:statistics': () => import('../features/business-statistics/pages/statistics-page'),
  'evidence:existList': () => import('../features/evidence/exist/exist-list-page'),
  'evidence:statistics': () => import('../features/evidence/statistics/statistics-page'),
  'custom:personalCustomerList': () => import('../features/customer/pages/personal-customer-page'),
  'custom:institutionalClientsList': () => import('../features/customer/pages/institution-customer-page'),
  'template:notarizationItem': () => import('../features/notarization-item/pages/notarization-item-page'),
  'template:businessConfig': () => import('../features/business-config/pages/business-config-page'),
  'template:businessModule': () => import('../features/business-config/pages/business-module-page'),
  'template:documentConfig': () => import('../features/doc-template/pages/doc-template-page'),
  'evidence:obtainList': () => import('../features/evidence/pages/obtain-list-page'),
  'finance:maintainList': () => import('../features/finance/maintain/maintain-page'),
  'finance:list': () => import('../features/finance/list/finance-list-page'),
  'finance:monthReport': () => import('../features/finance/month-report/month-report-page'),
  'archives:index': () => import('../features/archives/pages/archives-page'),
  'standaloneVideoMeet:index': () => import('../features/video/list/video-meeting-page'),
};

/** Routes outside the menu, by path. */
const FIXED_PAGES: Record<string, PageLoader> = {
  '/login': () => import('../features/auth/pages/login-page'),
  '/appDocEdit': () => import('../features/documents/pages/app-doc-edit-page'),
  '/verify': () => import('../features/verify/pages/verify-page'),
  '/meet': () => import('../features/video/meet/meet-page'),
  '/change-password': () => import('../features/auth/pages/change-password-page'),
  '/404': () => import('../features/placeholder/pages/not-found-page'),
  '/401': () => import('../features/placeholder/pages/unauthorized-page'),
  '/redirect/*': () => import('../features/placeholder/pages/redirect-page'),
  '/tenant/index': () => import('../features/tenant/pages/tenant-page'),
};

/** A menu page without its module shows the 建设中 placeholder. */
export function routePage(route: RouteDef): PageLoader {
  return (route.permission ? MENU_PAGES[route.permission] : FIXED_PAGES[route.path]) ?? placeholder;
}
