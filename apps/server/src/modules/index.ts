import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/auth.routes.ts';
import dashboardRoutes from './dashboard/dashboard.routes.ts';
import quickEntryRoutes from './dashboard/quick-entries.routes.ts';
import filesRoutes from './files/files.routes.ts';
import noticeRoutes from './notice/notice.routes.ts';
import officeNoticeRoutes from './notice/office-notice.routes.ts';
import tenantRoutes from './tenant/tenant.routes.ts';
import userRoutes from './user/user.routes.ts';
import roleRoutes from './role/role.routes.ts';
import deptRoutes from './dept/dept.routes.ts';
import numberRoutes from './number/number.routes.ts';
import dictRoutes from './dict/dict.routes.ts';
import flowRoutes from './flow/flow.routes.ts';
import operateLogRoutes from './oplog/oplog.routes.ts';
import verificationRoutes from './verification/verification.routes.ts';
import formRoutes from './form/form.routes.ts';
import customerRoutes from './customer/customer.routes.ts';
import itemRoutes from './item/item.routes.ts';
import businessRoutes from './business/business.routes.ts';
import fileRoutes from './files/file.routes.ts';
import realEstateQueryRoutes from './real-estate-query/real-estate-query.routes.ts';
import faceRoutes from './face/face.routes.ts';

/** Every module and the prefix its routes live under. */
export const MODULES: { prefix: string; routes: FastifyPluginAsync }[] = [
  { prefix: '/api/auth', routes: authRoutes },
  { prefix: '/api/dashboard', routes: dashboardRoutes },
  { prefix: '/api/dashboard', routes: quickEntryRoutes },
  { prefix: '/api/maintain', routes: filesRoutes },
  { prefix: '/api/tenant', routes: tenantRoutes },
  { prefix: '/api/user', routes: userRoutes },
  { prefix: '/api/role', routes: roleRoutes },
  { prefix: '/api/dept', routes: deptRoutes },
  { prefix: '/api/number', routes: numberRoutes },
  { prefix: '/api/dict', routes: dictRoutes },
  { prefix: '/api/flow', routes: flowRoutes },
  { prefix: '/api/operate-log', routes: operateLogRoutes },
  { prefix: '/api/verification', routes: verificationRoutes },
  { prefix: '/api/notify-message', routes: noticeRoutes },
  { prefix: '/api/office-notice', routes: officeNoticeRoutes },
  { prefix: '/api/form', routes: formRoutes },
  { prefix: '/api/customer', routes: customerRoutes },
  { prefix: '/api/notarization-item', routes: itemRoutes },
  { prefix: '/api/business', routes: businessRoutes },
  { prefix: '/api/business/real-estate-query', routes: realEstateQueryRoutes },
  { prefix: '/api/business/face', routes: faceRoutes },
  { prefix: '/api/file', routes: fileRoutes },
];
