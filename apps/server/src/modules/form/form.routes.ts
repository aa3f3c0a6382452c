import { formApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './form.service.ts';

export default routeGroup(formApi, (app) => ({
  page: async (r) => service.pageForms(app.db, actorOf(r), r.query),
  get: async (r) => service.getForm(app.db, actorOf(r), r.query.id),
  version: async (r) => service.getVersion(app.db, actorOf(r), r.query),
  create: async (r) => service.createForm(app.db, actorOf(r), r.body),
  save: async (r) => service.saveForm(app.db, actorOf(r), r.body),
  publish: async (r) => service.publishForm(app.db, actorOf(r), r.body),
  remove: async (r) => service.deleteForm(app.db, actorOf(r), r.query.id, app.usage.form),
  validate: async (r) => service.validateCall(app.db, actorOf(r), r.body),
}));
