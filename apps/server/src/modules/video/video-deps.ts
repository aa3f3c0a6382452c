import type { IceServer } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { SmsSender } from '../business/business.api.ts';
import type { FaceVerificationProvider } from '../face/face.api.ts';
import type { FileStorage } from '../files/files.api.ts';
import type { KeySeal } from '../integrity/integrity.api.ts';
import type { MeetingRecorder } from './recorder/index.ts';

/** What the meeting use cases need from the application. */
export interface VideoDeps {
  db: Database;
  hub: RealtimeHub;
  recorder: MeetingRecorder;
  sms: SmsSender;
  faceProvider: FaceVerificationProvider;
  /** PUBLIC_ORIGIN: the start of the guests' links. */
  origin: string;
  /** Where stored files' bytes live (recordings, face photos). */
  storage: FileStorage;
  keySeal: KeySeal;
  iceServers: IceServer[];
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}
