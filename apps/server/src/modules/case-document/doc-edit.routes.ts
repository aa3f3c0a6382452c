import { docEditApi, HEADER_DOC_TOKEN } from '@notaria/contracts';
import type { FastifyRequest } from 'fastify';
import { requiredLogin } from '../../lib/app-error.ts';
import { routeGroup } from '../../lib/routes.ts';
import { sendFile } from './case-document.routes.ts';
import { getForEditor, refreshForEditor, releaseLock, saveDocument, takeLock } from './doc-edit.ts';
import { exportDocument } from './doc-export.ts';
import { openWithTicket, resolveDocToken, type DocCaller } from './doc-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    docCaller: DocCaller | null;
  }
}

/** The caller an x-doc-token named (set before every /doc-edit call but open). */
const callerOf = (r: FastifyRequest): DocCaller => {
  if (!r.docCaller) throw requiredLogin();
  return r.docCaller;
};

const OPEN_URL = `/api${docEditApi.open.path}`;

export default routeGroup(
  docEditApi,
  (app) => ({
    open: async (r) => openWithTicket(app.db, r.body.ticket),
    get: async (r) => getForEditor(app.db, callerOf(r)),
    save: async (r) => saveDocument(app.db, callerOf(r), r.body),
    refresh: async (r) => refreshForEditor(app.db, callerOf(r)),
    lock: async (r) => takeLock(app.db, callerOf(r)),
    unlock: async (r) => releaseLock(app.db, callerOf(r)),
    export: async (r, reply) => {
      const c = callerOf(r);
      return sendFile(reply, await exportDocument(app.db, app.storage, c.actor, c.documentId, r.query.format));
    },
  }),
  {
    // These routes are public to the session check: their credential is the document token, and only it.
    setup: (app) => {
      app.decorateRequest('docCaller', null);
      app.addHook('onRequest', async (request) => {
        if (request.routeOptions.url === OPEN_URL) return;
        const header = request.headers[HEADER_DOC_TOKEN];
        request.docCaller = await resolveDocToken(app.db, typeof header === 'string' ? header : undefined);
      });
    },
  },
);
