import { CHUNK_MAX_BYTES, evidenceRecordingApi, HEADER_CHUNK_INDEX, HEADER_EVIDENCE_TOKEN } from '@notaria/contracts';
import type { FastifyRequest } from 'fastify';
import { routeGroup } from '../../../lib/routes.ts';
import { actorOf } from '../../../plugins/auth.ts';
import { receiveCallResult, startCall } from '../call/call-recording.ts';
import { finishRecording, receiveChunk } from './recording-chunks.ts';
import { startRecording } from './recording-start.ts';

const tokenOf = (r: FastifyRequest) => {
  const h = r.headers[HEADER_EVIDENCE_TOKEN];
  return typeof h === 'string' && h.length <= 100 ? h : undefined;
};

export default routeGroup(
  evidenceRecordingApi,
  (app) => ({
    start: async (r) => startRecording(app.db, actorOf(r), r.body),
    chunk: async (r) => receiveChunk(app.db, actorOf(r), app.storage, tokenOf(r), r.headers[HEADER_CHUNK_INDEX], r.body),
    finish: async (r) => finishRecording(app.db, actorOf(r), app.storage, tokenOf(r), r.body),
    call: async (r) => startCall(app.db, app.callProvider, actorOf(r), r.body),
  }),
  {
    setup: (app) => {
      // A chunk is its own bytes; the limit refuses a larger one before it is read in full.
      app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: CHUNK_MAX_BYTES }, (_req, body, done) => done(null, body));
      app.callProvider.onResult((result) => receiveCallResult(app.db, app.realtime, app.storage, result));
    },
  },
);
