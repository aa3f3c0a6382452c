import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/auth.routes.ts';
import dashboardRoutes from './dashboard/dashboard.routes.ts';
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
import integrityRoutes from './integrity/integrity.routes.ts';
import docTemplateRoutes from './doc-template/doc-template.routes.ts';
import caseDocumentRoutes from './case-document/case-document.routes.ts';
import docEditRoutes from './case-document/doc-edit.routes.ts';
import evidenceRoutes from './evidence/evidence.routes.ts';
import evidenceStatisticsRoutes from './evidence/statistics/statistics.routes.ts';

/** Every module's routes; a route group from the contracts mounts at its endpoints' full paths (no prefix). */
export const MODULES: { prefix?: string; routes: FastifyPluginAsync }[] = [
  { routes: authRoutes },
  { routes: dashboardRoutes },
  { routes: tenantRoutes },
  { routes: userRoutes },
  { routes: roleRoutes },
  { routes: deptRoutes },
  { routes: numberRoutes },
  { routes: dictRoutes },
  { routes: flowRoutes },
  { routes: operateLogRoutes },
  { routes: verificationRoutes },
  { routes: noticeRoutes },
  { routes: officeNoticeRoutes },
  { routes: formRoutes },
  { routes: customerRoutes },
  { routes: itemRoutes },
  { routes: businessRoutes },
  { routes: realEstateQueryRoutes },
  { routes: faceRoutes },
  { routes: fileRoutes },
  { routes: integrityRoutes },
  { routes: docTemplateRoutes },
  { routes: caseDocumentRoutes },
  { routes: docEditRoutes },
  { routes: evidenceRoutes },
  { routes: evidenceStatisticsRoutes },
];
