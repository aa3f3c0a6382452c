import { archiveOpsApi } from '@notaria/contracts';
import type { FastifyReply } from 'fastify';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { applyBorrow, listLoans, returnVolume } from './borrow.ts';
import { remindBorrower } from './borrow-overdue.ts';
import { applyDestroy, useArchiveStorage } from './destroy.ts';
import { pageDestroyRequests } from './destroy-requests.ts';
import { archivePackage, requestSecretDownload } from './download.ts';
import { createLocation, deleteLocation, listLocations, moveVolume, updateLocation } from './location.ts';
import { applyTransfer, transferListOf } from './transfer.ts';

const download = (reply: FastifyReply, mime: string, fileName: string) =>
  reply
    .type(mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);

export default routeGroup(archiveOpsApi, (app) => {
  useArchiveStorage(app.storage);
  return {
    locations: async (r) => listLocations(app.db, actorOf(r)),
    createLocation: async (r) => createLocation(app.db, actorOf(r), r.body),
    updateLocation: async (r) => updateLocation(app.db, actorOf(r), r.body),
    deleteLocation: async (r) => deleteLocation(app.db, actorOf(r), r.query.id),
    move: async (r) => moveVolume(app.db, actorOf(r), r.body),
    borrow: async (r) => applyBorrow(app.db, actorOf(r), r.body),
    giveBack: async (r) => returnVolume(app.db, actorOf(r), r.body.id),
    borrows: async (r) => listLoans(app.db, actorOf(r), r.query.overdue === true),
    remindBorrower: async (r) => remindBorrower(app.db, app.realtime, actorOf(r), r.body.id),
    requestDownload: async (r) => requestSecretDownload(app.db, actorOf(r), r.body),
    download: async (r, reply) => {
      const p = await archivePackage(app.db, app.storage, actorOf(r), r.query.id);
      return download(reply, 'application/zip', p.fileName).send(p.stream);
    },
    transfer: async (r) => applyTransfer(app.db, actorOf(r), r.body),
    transferList: async (r, reply) => {
      const f = await transferListOf(app.db, actorOf(r), r.query.id);
      return download(reply, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', f.fileName)
        .header('content-length', f.bytes.length)
        .send(f.bytes);
    },
    destroy: async (r) => applyDestroy(app.db, actorOf(r), r.body),
    destroyRequests: async (r) => pageDestroyRequests(app.db, actorOf(r), r.query),
  };
});
