import { customerApi, XLSX_CONTENT_TYPE } from '@notaria/contracts';
import { invalid } from '../../lib/app-error.ts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { importInstitutions, importPersons } from './customer.import.ts';
import * as service from './customer.service.ts';

const fileOf = (body: unknown) => {
  if (!Buffer.isBuffer(body)) throw invalid(`请以 ${XLSX_CONTENT_TYPE} 上传 Excel 文件`);
  return body;
};

export default routeGroup(
  customerApi,
  (app) => ({
    personalPage: async (r) => service.pagePersons(app.db, actorOf(r), r.query),
    personal: async (r) => service.getPerson(app.db, actorOf(r), r.query.id),
    createPersonal: async (r) => service.createPerson(app.db, actorOf(r), r.body),
    updatePersonal: async (r) => service.updatePerson(app.db, actorOf(r), r.body),
    removePersonal: async (r) => service.deletePerson(app.db, actorOf(r), r.query.id),
    importPersonal: async (r) => importPersons(app.db, actorOf(r), fileOf(r.body)),
    institutionPage: async (r) => service.pageInstitutions(app.db, actorOf(r), r.query),
    institution: async (r) => service.getInstitution(app.db, actorOf(r), r.query.id),
    createInstitution: async (r) => service.createInstitution(app.db, actorOf(r), r.body),
    updateInstitution: async (r) => service.updateInstitution(app.db, actorOf(r), r.body),
    removeInstitution: async (r) => service.deleteInstitution(app.db, actorOf(r), r.query.id),
    importInstitution: async (r) => importInstitutions(app.db, actorOf(r), fileOf(r.body)),
    lookup: async (r) => service.lookupCustomers(app.db, actorOf(r), r.query),
  }),
  {
    // Excel imports send the file itself as the body.
    setup: (app) =>
      app.addContentTypeParser([XLSX_CONTENT_TYPE, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: 5 * 1024 * 1024 }, (_req, body, done) =>
        done(null, body),
      ),
  },
);
