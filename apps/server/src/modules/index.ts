import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/auth.routes.ts';
import dashboardRoutes from './dashboard/dashboard.routes.ts';
import filesRoutes from './files/files.routes.ts';
import noticeRoutes from './notice/notice.routes.ts';
import officeNoticeRoutes from './notice/office-notice.routes.ts';
import tenantRoutes from './tenant/tenant.routes.ts';

/** Every module and the prefix its routes live under. */
export const MODULES: { prefix: string; routes: FastifyPluginAsync }[] = [
  { prefix: '/api/auth', routes: authRoutes },
  { prefix: '/api/dashboard', routes: dashboardRoutes },
  { prefix: '/api/maintain', routes: filesRoutes },
  { prefix: '/api/tenant', routes: tenantRoutes },
  { prefix: '/api/notify-message', routes: noticeRoutes },
  { prefix: '/api/office-notice', routes: officeNoticeRoutes },
];
