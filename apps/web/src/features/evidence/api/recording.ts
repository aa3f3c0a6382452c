import {
  evidenceRecordingApi,
  HEADER_CHUNK_INDEX,
  HEADER_EVIDENCE_TOKEN,
  type CallStartBody,
  type RecordingFinishBody,
  type RecordingSession,
  type RecordingStartBody,
} from '@notaria/contracts';
import { call } from '../../../lib/api';

export const startRecording = (body: RecordingStartBody) => call(evidenceRecordingApi.start, { body });

/** One chunk, as the raw body, with the session's credential and its index in headers (never in the URL). */
export const sendChunk = (session: RecordingSession, chunk: Blob, index: number) =>
  call(
    evidenceRecordingApi.chunk,
    { file: chunk },
    {
      silent: true,
      headers: {
        'Content-Type': 'application/octet-stream',
        [HEADER_EVIDENCE_TOKEN]: session.token,
        [HEADER_CHUNK_INDEX]: String(index),
      },
    },
  );

export const finishRecording = (session: RecordingSession, body: RecordingFinishBody) =>
  call(evidenceRecordingApi.finish, { body }, { headers: { 'Content-Type': 'application/json', [HEADER_EVIDENCE_TOKEN]: session.token } });

export const startCall = (body: CallStartBody) => call(evidenceRecordingApi.call, { body });
