import { introLetterApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { printLetter } from './intro-letter.print.ts';
import * as service from './intro-letter.service.ts';

export default routeGroup(introLetterApi, (app) => ({
  apply: async (r) => service.applyLetter(app.db, actorOf(r), r.body),
  mine: async (r) => service.pageMine(app.db, actorOf(r), r.query),
  page: async (r) => service.pageOffice(app.db, actorOf(r), r.query),
  voidLetter: async (r) => service.voidLetter(app.db, actorOf(r), r.body),
  print: async (r, reply) => {
    const { fileName, bytes } = await printLetter(app.db, actorOf(r), r.query.id);
    return reply
      .type('application/pdf')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .header('content-length', bytes.length)
      .send(bytes);
  },
  cases: async (r) => service.caseOptions(app.db, actorOf(r), r.query.businessNumber),
}));
