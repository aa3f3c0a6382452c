import { videoApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { sendRecording } from './recording-download.ts';
import { createMeeting, meetingDetail, pageMeetings } from './video-meetings.ts';
import { admit, cancelMeeting, confirmIdentity, invite, meetingEvents, startMeeting, tickChecklist, verifyLog } from './video-run.ts';
import { endMeeting, sealMeeting } from './video-seal.ts';
import { videoDepsOf } from './video.api.ts';

export default routeGroup(videoApi, (app) => {
  const deps = videoDepsOf(app);
  return {
    page: async (r) => pageMeetings(app.db, actorOf(r), r.query),
    detail: async (r) => meetingDetail(app.db, actorOf(r), r.query.id),
    create: async (r) => createMeeting(app.db, app.realtime, actorOf(r), r.body),
    invite: async (r) => invite(deps, actorOf(r), r.body),
    start: async (r) => startMeeting(deps, actorOf(r), r.body.id),
    end: async (r) => endMeeting(deps, actorOf(r), r.body.id),
    cancel: async (r) => cancelMeeting(deps, actorOf(r), r.body),
    seal: async (r) => sealMeeting(deps, actorOf(r), r.body.id),
    admit: async (r) => admit(deps, actorOf(r), r.body),
    checklist: async (r) => tickChecklist(deps, actorOf(r), r.body),
    identity: async (r) => confirmIdentity(deps, actorOf(r), r.body),
    events: async (r) => meetingEvents(deps, actorOf(r), r.query.id),
    verifyLog: async (r) => verifyLog(deps, actorOf(r), r.query.id),
    recording: async (r, reply) => sendRecording(app.db, app.storage, actorOf(r), r.query.id, r.headers.range, reply),
    iceServers: async () => app.iceServers,
  };
});
