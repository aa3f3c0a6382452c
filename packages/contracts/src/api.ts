import { businessApi } from './business-api.ts';
import { deptApi } from './dept.ts';
import { customerApi } from './customer.ts';
import { itemApi } from './item.ts';
import { realEstateQueryApi } from './real-estate-query.ts';
import { faceApi } from './face.ts';
import { fileApi } from './files.ts';
import { numberApi } from './number.ts';
import { dictApi } from './dict.ts';
import { authApi } from './auth.ts';
import { tenantApi } from './tenant.ts';
import { userApi } from './user.ts';
import { roleApi } from './role.ts';
import { dashboardApi } from './dashboard.ts';
import { verificationApi } from './verification.ts';
import { flowApi } from './flow.ts';
import { oplogApi } from './operate-log.ts';
import { noticeApi, officeNoticeApi } from './notice.ts';
import { formApi } from './form.ts';
import { integrityApi } from './integrity.ts';
import { caseDocumentApi, docEditApi, templateApi } from './documents-api.ts';
import { evidenceApi } from './evidence-records.ts';
import { archivesApi } from './archives.ts';
import { archiveOpsApi } from './archives-ops.ts';
import { evidenceDepositApi } from './evidence-deposit.ts';
import { evidenceRecordingApi } from './evidence-recording.ts';
import { evidenceStatisticsApi } from './evidence-statistics.ts';
import { evidenceCaptureApi } from './evidence-capture.ts';
import { evidenceCertificateApi } from './evidence-certificate.ts';
import { approvalApi } from './approvals.ts';
import { sealApi } from './seal.ts';
import { financePaymentsApi } from './finance-payments.ts';
import { financeReportsApi } from './finance-reports.ts';
import { financeStandardsApi } from './finance-standards.ts';
import { leaveApi } from './leave.ts';
import { officeManagerApi } from './office-manager.ts';
import { eSealApi } from './e-seal.ts';
import { introLetterApi } from './intro-letter.ts';
import { voteApi } from './vote.ts';
import { meetApi, videoApi } from './video.ts';

/** Every endpoint of the product, by group: the server mounts exactly these, the web calls only these. */
export const API = {
  business: businessApi,
  dept: deptApi,
  customer: customerApi,
  item: itemApi,
  realEstateQuery: realEstateQueryApi,
  face: faceApi,
  file: fileApi,
  number: numberApi,
  dict: dictApi,
  auth: authApi,
  tenant: tenantApi,
  user: userApi,
  role: roleApi,
  dashboard: dashboardApi,
  verification: verificationApi,
  flow: flowApi,
  oplog: oplogApi,
  notice: noticeApi,
  officeNotice: officeNoticeApi,
  form: formApi,
  integrity: integrityApi,
  caseDocument: caseDocumentApi,
  docEdit: docEditApi,
  template: templateApi,
  evidence: evidenceApi,
  archives: archivesApi,
  archiveOps: archiveOpsApi,
  evidenceDeposit: evidenceDepositApi,
  evidenceRecording: evidenceRecordingApi,
  evidenceStatistics: evidenceStatisticsApi,
  evidenceCapture: evidenceCaptureApi,
  evidenceCertificate: evidenceCertificateApi,
  approval: approvalApi,
  seal: sealApi,
  financePayments: financePaymentsApi,
  financeReports: financeReportsApi,
  financeStandards: financeStandardsApi,
  leave: leaveApi,
  officeManager: officeManagerApi,
  eSeal: eSealApi,
  introLetter: introLetterApi,
  vote: voteApi,
  video: videoApi,
  meet: meetApi,
};
