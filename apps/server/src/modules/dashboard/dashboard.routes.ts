import { dashboardApi, quickEntries } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { dashboardSummary } from './dashboard.service.ts';
import { myTodo } from './dashboard.todo.ts';

export default routeGroup(dashboardApi, (app) => ({
  summary: async (r) => dashboardSummary(app.db, actorOf(r), app.config.sessionIdleMinutes),
  myTodo: async (r) => myTodo(app.db, actorOf(r)),
  quickEntries: async (r) => quickEntries(actorOf(r).permissions),
}));
