import type { EvidenceCreated, RecordingSession, RecordingStartBody, RecordingType } from '@notaria/contracts';
import { useEffect, useRef, useState } from 'react';
import { finishRecording, sendChunk, startRecording } from '../api/recording';
import { ChunkUploader, type UploadState } from './chunk-uploader';
import { openMedia, recorderMime, stopStream, takePhoto } from './media';

/** How often the recorder hands over a chunk, which is uploaded at once. */
export const TIMESLICE_MS = 1000;

export type Phase = 'opening' | 'ready' | 'recording' | 'finishing' | 'done' | 'error';

export interface RecordingState {
  phase: Phase;
  stream: MediaStream | null;
  /** Why the device could not be used, or why the upload stopped. */
  error: string | null;
  upload: UploadState;
  startedAt: number | null;
  result: EvidenceCreated | null;
}

type Details = Omit<RecordingStartBody, 'captureType' | 'mime'>;

const EMPTY: UploadState = { sent: 0, waiting: 0, bytes: 0 };

/**
 * One browser recording: opens the device when mounted, records with MediaRecorder and uploads every chunk while
 * recording (photo: one JPEG frame), then finishes the session so the server hashes the whole file.
 */
export function useRecording(type: RecordingType) {
  const [state, setState] = useState<RecordingState>({ phase: 'opening', stream: null, error: null, upload: EMPTY, startedAt: null, result: null });
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const set = (patch: Partial<RecordingState>) => setState((s) => ({ ...s, ...patch }));

  useEffect(() => {
    let cancelled = false;
    openMedia(type).then(
      (stream) => {
        if (cancelled) return stopStream(stream);
        streamRef.current = stream;
        set({ phase: 'ready', stream });
      },
      (e: Error) => !cancelled && set({ phase: 'error', error: e.message }),
    );
    return () => {
      cancelled = true;
      if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
      stopStream(streamRef.current);
    };
  }, [type]);

  const finish = async (session: RecordingSession, uploader: ChunkUploader) => {
    set({ phase: 'finishing' });
    try {
      const body = await uploader.drain();
      const result = await finishRecording(session, body);
      stopStream(streamRef.current);
      set({ phase: 'done', result });
    } catch (e) {
      set({ phase: 'error', error: e instanceof Error ? e.message : '上传失败，请重新录制' });
    }
  };

  const uploaderFor = (session: RecordingSession) =>
    new ChunkUploader(
      session.evidenceNo,
      (chunk, index) => sendChunk(session, chunk, index),
      (upload) => set({ upload }),
    );

  /** Starts recording (or, for 拍照, takes the picture from `video`) under the given title and applicant. */
  const start = async (details: Details, video?: HTMLVideoElement | null) => {
    const stream = streamRef.current;
    if (!stream) return;
    try {
      if (type === 'PHOTO') {
        if (!video) return;
        const photo = await takePhoto(video);
        const session = await startRecording({ ...details, captureType: type, mime: 'image/jpeg' });
        const uploader = uploaderFor(session);
        uploader.add(photo);
        await finish(session, uploader);
        return;
      }
      const mime = recorderMime(type);
      const session = await startRecording({ ...details, captureType: type, mime });
      const uploader = uploaderFor(session);
      const recorder = new MediaRecorder(stream, { mimeType: mime });
      recorderRef.current = recorder;
      recorder.ondataavailable = (ev) => uploader.add(ev.data);
      recorder.onstop = () => void finish(session, uploader);
      // Sharing ended from the browser's own bar: the recording ends there.
      stream.getVideoTracks()[0]?.addEventListener('ended', () => recorder.state === 'recording' && recorder.stop());
      recorder.start(TIMESLICE_MS);
      set({ phase: 'recording', startedAt: Date.now(), upload: EMPTY });
    } catch (e) {
      // A refusal of the server has been shown by the request layer; say it here too, where the operator looks.
      set({ phase: streamRef.current ? 'ready' : 'error', error: e instanceof Error ? e.message : '无法开始录制' });
    }
  };

  const stop = () => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  };

  return { state, start, stop };
}
