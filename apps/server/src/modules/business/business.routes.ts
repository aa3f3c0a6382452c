import { businessApi, CASE_ACTIONS, SUBMIT_REVIEW_EXEMPT_DONE, type CaseAction } from '@notaria/contracts';
import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { Answer, routeGroup, type EndpointHandler } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getCase } from './case-detail.ts';
import { appendFees, confirmFees } from './case-fees.ts';
import { caseStatistics, pageCases, pageLitigants } from './case-page.ts';
import { editParties } from './case-parties.ts';
import { receiveAdditional, requestAdditional } from './case-pause.ts';
import { caseOutbox, setSmsEvents } from './case-sms.ts';
import { applyTransfer, decideTransferRequest } from './case-transfer.ts';
import { bindCaseApproval, decideCase } from './case-approval.ts';
import { transition } from './case-transition.ts';
import { createCase } from './create-case.ts';
import { materialPackage } from './material-package.ts';
import { caseAfterChange, caseForReader, isCaseDetail } from './case-access.ts';

type ActionHandlers = { [A in CaseAction]: EndpointHandler<(typeof businessApi)[A]> };

/** Each status action goes through the transition table; a submitReview that skips approval says so. */
function actionHandlers(app: FastifyInstance): ActionHandlers {
  const handle =
    (action: CaseAction): EndpointHandler<(typeof businessApi)[CaseAction]> =>
    async (r) => {
      if (action === 'approve' || action === 'reject') {
        const d = await decideCase(app.db, app.realtime, app.sms, actorOf(r), action, r.body, app.caseSteps);
        // A step that is not the last: the case waits for the next one.
        return d.status === 'WAIT_APPROVE' && d.approval ? new Answer(d, `已同意，转“${d.approval.stepName}”审批`) : d;
      }
      const d = await transition(app.db, app.realtime, app.sms, actorOf(r), action, r.body, app.caseSteps);
      return action === 'submitReview' && d.status === 'APPROVE_PASS' ? new Answer(d, SUBMIT_REVIEW_EXEMPT_DONE) : d;
    };
  return Object.fromEntries(CASE_ACTIONS.map((a) => [a, handle(a)])) as ActionHandlers;
}

export default routeGroup(
  businessApi,
  (app) => ({
    create: async (r) => createCase(app.db, app.realtime, actorOf(r), r.body),
    get: async (r) => caseForReader(actorOf(r), await getCase(app.db, actorOf(r), r.query.id)),
    page: async (r) => pageCases(app.db, actorOf(r), r.query),
    requestAdditional: async (r) => requestAdditional(app.db, app.sms, actorOf(r), r.body),
    receiveAdditional: async (r) => receiveAdditional(app.db, actorOf(r), r.body.id),
    applyTransfer: async (r) => applyTransfer(app.db, app.realtime, actorOf(r), r.body),
    approveTransfer: async (r) => decideTransferRequest(app.db, app.realtime, actorOf(r), true, r.body),
    rejectTransfer: async (r) => decideTransferRequest(app.db, app.realtime, actorOf(r), false, r.body),
    editParties: async (r) => editParties(app.db, actorOf(r), r.body),
    appendFees: async (r) => appendFees(app.db, actorOf(r), r.body),
    confirmFees: async (r) => confirmFees(app.db, actorOf(r), r.body.id),
    setSmsEvents: async (r) => setSmsEvents(app.db, actorOf(r), r.body),
    smsOutbox: async (r) => caseOutbox(app.db, actorOf(r), r.query.id),
    materialPackage: async (r, reply) => {
      const p = await materialPackage(app.db, actorOf(r), r.query.id, app.storage);
      const zip = new yazl.ZipFile();
      const manifest = { businessNumber: p.businessNumber, generatedAt: new Date().toISOString(), materials: p.entries };
      // Stored, not deflated: scans and PDFs are compressed already, and the bytes stay checkable as they are.
      zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2), 'utf8'), 'manifest.json', { compress: false });
      for (const f of p.files) zip.addBuffer(f.bytes, f.path, { compress: false });
      zip.end();
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${p.businessNumber}-材料.zip`)}`)
        .send(zip.outputStream);
    },
    litigantPage: async (r) => pageLitigants(app.db, actorOf(r), r.query),
    statistics: async (r) => caseStatistics(app.db, actorOf(r), r.query),
    ...actionHandlers(app),
  }),
  {
    setup: (app) => {
      bindCaseApproval({ db: app.db, hub: app.realtime, sms: app.sms });
      // Every answer carrying a case goes out as the caller may read it (the fee desk: without the case file).
      app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
        const env = payload as { data?: unknown } | null;
        if (!request.actor || !env || typeof env !== 'object' || !isCaseDetail(env.data)) return payload;
        return { ...env, data: caseAfterChange(request.actor, env.data) };
      });
    },
  },
);
