import { caseDocumentApi } from '@notaria/contracts';
import type { FastifyReply } from 'fastify';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createDocument, listDocuments, refreshDocument, removeDocument } from './case-documents.ts';
import { exportDocument, type ExportedFile } from './doc-export.ts';
import { issueTicket } from './doc-tokens.ts';

/** Sends an exported document as a download. */
export const sendFile = (reply: FastifyReply, f: ExportedFile) =>
  reply
    .type(f.mime)
    .header('content-length', f.bytes.length)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.fileName)}`)
    .send(f.bytes);

export default routeGroup(caseDocumentApi, (app) => ({
  list: async (r) => listDocuments(app.db, actorOf(r), r.query.caseId),
  create: async (r) => createDocument(app.db, actorOf(r), r.body),
  refresh: async (r) => refreshDocument(app.db, actorOf(r), r.body.id),
  remove: async (r) => removeDocument(app.db, actorOf(r), r.query.id),
  ticket: async (r) => issueTicket(app.db, actorOf(r), r.body.id, r.body.mode),
  export: async (r, reply) => sendFile(reply, await exportDocument(app.db, app.storage, actorOf(r), r.params.id, r.query.format)),
}));
