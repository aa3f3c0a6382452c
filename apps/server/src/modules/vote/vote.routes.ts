import { voteApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { cancelVote, castBallot, closeVoteNow, createVote, pageMyVotes, saveMinutes, voteDetail } from './vote.service.ts';

export default routeGroup(voteApi, (app) => ({
  page: async (r) => pageMyVotes(app.db, app.realtime, actorOf(r), r.query),
  detail: async (r) => voteDetail(app.db, app.realtime, actorOf(r), r.query.id),
  create: async (r) => createVote(app.db, app.realtime, actorOf(r), r.body),
  ballot: async (r) => castBallot(app.db, app.realtime, actorOf(r), r.body),
  close: async (r) => closeVoteNow(app.db, app.realtime, actorOf(r), r.body.id),
  cancel: async (r) => cancelVote(app.db, app.realtime, actorOf(r), r.body.id),
  minutes: async (r) => saveMinutes(app.db, app.realtime, actorOf(r), r.body),
}));
