import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Id, IdQuery, Phone, StringEnum } from './ids.ts';

// 视频会议 / 视频公证: a scheduled meeting (standalone or for a case) between staff and outside parties who join
// by a short-lived single-meeting link; WebRTC between browsers with signalling over the websocket; a server-side
// peer records every participant; the notarial checklist and every step go into a hash-chained meeting log; at the
// end the recordings are hashed (SHA-256 + SM3), chained and timestamped, and a case meeting is sealed only when
// every party consented to the recording (clicked and spoken).

const tag = '视频会议';

export const VIDEO_MEETING_STATUSES = ['SCHEDULED', 'IN_PROGRESS', 'ENDED', 'SEALED', 'CANCELLED'] as const;
export type VideoMeetingStatus = (typeof VIDEO_MEETING_STATUSES)[number];
export const VIDEO_MEETING_STATUS_LABELS: Record<VideoMeetingStatus, string> = {
  SCHEDULED: '未开始',
  IN_PROGRESS: '进行中',
  ENDED: '已结束',
  SEALED: '已封存',
  CANCELLED: '已取消',
};

export const VIDEO_PURPOSES = ['INTERVIEW', 'SIGNING', 'REMOTE_NOTARIZATION', 'EVIDENCE', 'OTHER'] as const;
export type VideoPurpose = (typeof VIDEO_PURPOSES)[number];
export const VIDEO_PURPOSE_LABELS: Record<VideoPurpose, string> = {
  INTERVIEW: '询问谈话',
  SIGNING: '视频签署',
  REMOTE_NOTARIZATION: '远程视频公证',
  EVIDENCE: '证据保全',
  OTHER: '其他',
};

export const VIDEO_RECORD_MODES = ['SERVER', 'NONE'] as const;
export type VideoRecordMode = (typeof VIDEO_RECORD_MODES)[number];
export const VIDEO_RECORD_MODE_LABELS: Record<VideoRecordMode, string> = { SERVER: '服务器录制', NONE: '不录制' };

export const VIDEO_ROLES = ['HOST', 'NOTARY', 'ASSISTANT', 'PARTY', 'AGENT', 'TRANSLATOR', 'CONSULAR', 'WITNESS'] as const;
export type VideoRole = (typeof VIDEO_ROLES)[number];
export const VIDEO_ROLE_LABELS: Record<VideoRole, string> = {
  HOST: '主持人',
  NOTARY: '公证员',
  ASSISTANT: '公证员助理',
  PARTY: '当事人',
  AGENT: '代理人',
  TRANSLATOR: '翻译',
  CONSULAR: '领事官员',
  WITNESS: '见证人',
};
/** Roles taken by staff (an account); the others join by link with a meeting token. */
export const VIDEO_STAFF_ROLES: readonly VideoRole[] = ['HOST', 'NOTARY', 'ASSISTANT'];
/** Roles one may add when creating a meeting (the host is the caller, added automatically). */
export const VIDEO_INVITABLE_ROLES = ['NOTARY', 'ASSISTANT', 'PARTY', 'AGENT', 'TRANSLATOR', 'CONSULAR', 'WITNESS'] as const;

export const VIDEO_LOBBY_STATES = ['NONE', 'WAITING', 'ADMITTED', 'REMOVED'] as const;
export type VideoLobbyState = (typeof VIDEO_LOBBY_STATES)[number];
export const VIDEO_LOBBY_STATE_LABELS: Record<VideoLobbyState, string> = { NONE: '未进入', WAITING: '等候中', ADMITTED: '已准入', REMOVED: '已移出' };

/** The notarial checklist of a case meeting. `perParty`: ticked once for each PARTY participant. */
export const VIDEO_CHECKLIST = [
  { key: 'DISCLOSURE_READ', label: '告知已宣读', perParty: false },
  { key: 'CONSENT', label: '当事人同意录像', perParty: true },
  { key: 'ID_SHOWN', label: '证件已展示', perParty: true },
  { key: 'DOCUMENT_READ', label: '文书已宣读', perParty: false },
  { key: 'SIGNING_DONE', label: '签署完成', perParty: false },
] as const;

/** What staff tick (`POST /video-meetings/checklist`); CONSENT is CONSENT_CLICKED by the party plus CONSENT_SPOKEN ticked here. */
export const VIDEO_CHECK_ITEMS = ['DISCLOSURE_READ', 'CONSENT_SPOKEN', 'ID_SHOWN', 'DOCUMENT_READ', 'SIGNING_DONE'] as const;
export type VideoCheckItem = (typeof VIDEO_CHECK_ITEMS)[number];
export const VIDEO_CHECK_ITEM_LABELS: Record<VideoCheckItem, string> = {
  DISCLOSURE_READ: '告知已宣读',
  CONSENT_SPOKEN: '当事人口头同意录像',
  ID_SHOWN: '证件已展示',
  DOCUMENT_READ: '文书已宣读',
  SIGNING_DONE: '签署完成',
};
/** Items ticked for one party (need `participantId`). */
export const VIDEO_PER_PARTY_ITEMS: readonly VideoCheckItem[] = ['CONSENT_SPOKEN', 'ID_SHOWN'];

export const VIDEO_EVENT_TYPES = [
  'CREATED',
  'INVITED',
  'JOIN',
  'LEAVE',
  'ADMIT',
  'REMOVE',
  'FACE_PASS',
  'FACE_FAIL',
  'IDENTITY_CONFIRMED',
  'DISCLOSURE_READ',
  'CONSENT_CLICKED',
  'CONSENT_SPOKEN',
  'ID_SHOWN',
  'DOCUMENT_READ',
  'SIGNING_DONE',
  'SCREEN_SHARE',
  'RECORD_START',
  'RECORD_STOP',
  'NETWORK_LOST',
  'RECONNECTED',
  'STARTED',
  'ENDED',
  'CANCELLED',
  'SEALED',
] as const;
export type VideoEventType = (typeof VIDEO_EVENT_TYPES)[number];
export const VIDEO_EVENT_LABELS: Record<VideoEventType, string> = {
  CREATED: '创建会议',
  INVITED: '发送邀请',
  JOIN: '进入会议',
  LEAVE: '离开会议',
  ADMIT: '准入',
  REMOVE: '移出',
  FACE_PASS: '人脸核验通过',
  FACE_FAIL: '人脸核验未通过',
  IDENTITY_CONFIRMED: '公证员确认身份',
  DISCLOSURE_READ: '告知已宣读',
  CONSENT_CLICKED: '当事人点击同意录像',
  CONSENT_SPOKEN: '当事人口头同意录像',
  ID_SHOWN: '证件已展示',
  DOCUMENT_READ: '文书已宣读',
  SIGNING_DONE: '签署完成',
  SCREEN_SHARE: '共享屏幕',
  RECORD_START: '开始录制',
  RECORD_STOP: '停止录制',
  NETWORK_LOST: '网络中断',
  RECONNECTED: '重新连接',
  STARTED: '会议开始',
  ENDED: '会议结束',
  CANCELLED: '会议取消',
  SEALED: '封存',
};

export const VIDEO_LIST_SCOPES = ['MINE', 'ALL'] as const;
export type VideoListScope = (typeof VIDEO_LIST_SCOPES)[number];

/** The guest's credential: the `x-meet-token` header on the /meet calls and the path of `/ws/meet/{token}`. */
export const HEADER_MEET_TOKEN = 'x-meet-token';
/** Closing code of a meeting socket whose meeting ended or whose token was revoked. */
export const MEET_SOCKET_CLOSED = 4003;

// ---------------------------------------------------------------------------------------------------------------
// Schemas

const Time = Type.String({ format: 'date-time' });
const MaybeTime = Type.Union([Time, Type.Null()]);
const MaybeInt = Type.Union([Type.Integer(), Type.Null()]);
const FaceResult = Type.Union([StringEnum(['PASS', 'FAIL'] as const, '人脸核验结果'), Type.Null()]);

/** One ICE server as RTCPeerConnection takes it (STUN or TURN). */
export const IceServer = Type.Object({
  urls: Type.Union([Type.String(), Type.Array(Type.String())]),
  username: Type.Optional(Type.String()),
  credential: Type.Optional(Type.String()),
});
export type IceServer = Static<typeof IceServer>;

export const VideoParticipantInput = Type.Object({
  role: StringEnum(VIDEO_INVITABLE_ROLES, '参会角色'),
  /** Staff (NOTARY, ASSISTANT): the account. */
  userId: Type.Optional(Id('参会人员')),
  /** A party of the meeting's case: name, phone and ID number come from the case. */
  casePartyId: Type.Optional(Id('当事人')),
  /** An outside participant not on the case. */
  displayName: Type.Optional(Type.String({ maxLength: 64, title: '姓名' })),
  phone: Type.Optional(Phone('手机号')),
  idNo: Type.Optional(Type.String({ maxLength: 32, title: '证件号' })),
});
export type VideoParticipantInput = Static<typeof VideoParticipantInput>;

export const VideoMeetingCreateBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100, title: '会议主题' }),
  purpose: StringEnum(VIDEO_PURPOSES, '会议目的'),
  /** A case meeting (受理 › 视频公证); needs business:accept:videoMeeting. */
  caseId: Type.Optional(Id('业务')),
  scheduledAt: Type.String({ format: 'date-time', title: '预约时间' }),
  durationMinutes: Type.Integer({ minimum: 5, maximum: 480, title: '预计时长（分钟）' }),
  recordMode: StringEnum(VIDEO_RECORD_MODES, '录制方式'),
  consularPost: Type.Optional(Type.String({ maxLength: 100, title: '驻外使领馆' })),
  notes: Type.Optional(Type.String({ maxLength: 1000, title: '备注' })),
  participants: Type.Array(VideoParticipantInput, { maxItems: 7, title: '参会人员' }),
});
export type VideoMeetingCreateBody = Static<typeof VideoMeetingCreateBody>;

export const VideoMeetingPageQuery = Type.Object({
  ...PageQuery.properties,
  /** MINE: meetings I host or take part in; ALL: the office's (standaloneVideoMeet:index:manage). */
  scope: StringEnum(VIDEO_LIST_SCOPES, '范围'),
  status: Type.Optional(StringEnum(VIDEO_MEETING_STATUSES, '状态')),
  /** Matches the title or the meeting number. */
  keyword: Type.Optional(Type.String({ maxLength: 100, title: '会议主题或编号' })),
  dateFrom: Type.Optional(Type.String({ format: 'date-time', title: '开始时间' })),
  dateTo: Type.Optional(Type.String({ format: 'date-time', title: '结束时间' })),
  caseId: Type.Optional(Id('业务')),
});
export type VideoMeetingPageQuery = Static<typeof VideoMeetingPageQuery>;

export const VideoMeetingRow = Type.Object({
  id: Type.Integer(),
  meetingNo: Type.String(),
  title: Type.String(),
  purpose: StringEnum(VIDEO_PURPOSES, '会议目的'),
  caseId: MaybeInt,
  businessNumber: Type.String(),
  status: StringEnum(VIDEO_MEETING_STATUSES, '状态'),
  recordMode: StringEnum(VIDEO_RECORD_MODES, '录制方式'),
  hostId: Type.Integer(),
  hostName: Type.String(),
  scheduledAt: Time,
  durationMinutes: Type.Integer(),
  startedAt: MaybeTime,
  endedAt: MaybeTime,
  sealedAt: MaybeTime,
  participantCount: Type.Integer(),
  recordingCount: Type.Integer(),
  /** The caller's participant id in this meeting (null: not a participant). */
  myParticipantId: MaybeInt,
  createdAt: Time,
});
export type VideoMeetingRow = Static<typeof VideoMeetingRow>;

export const VideoParticipant = Type.Object({
  id: Type.Integer(),
  role: StringEnum(VIDEO_ROLES, '参会角色'),
  userId: MaybeInt,
  casePartyId: MaybeInt,
  displayName: Type.String(),
  /** Masked, e.g. 138****1234. */
  phone: Type.String(),
  /** Masked, e.g. 1101**********1234. */
  idNo: Type.String(),
  lobbyState: StringEnum(VIDEO_LOBBY_STATES, '入会状态'),
  /** When the current link expires (null: never invited, or staff). */
  tokenExpiresAt: MaybeTime,
  invitedAt: MaybeTime,
  joinedAt: MaybeTime,
  leftAt: MaybeTime,
  faceRecordId: MaybeInt,
  faceResult: FaceResult,
  faceScore: MaybeInt,
  identityConfirmedAt: MaybeTime,
  identityConfirmedBy: Type.String(),
  consentClickedAt: MaybeTime,
  consentSpokenAt: MaybeTime,
  idShownAt: MaybeTime,
  declaredLocation: Type.String(),
});
export type VideoParticipant = Static<typeof VideoParticipant>;

/** Meeting-wide ticks; per-party ticks are on each participant (consentClickedAt, consentSpokenAt, idShownAt). */
export const VideoChecklistState = Type.Object({
  disclosureReadAt: MaybeTime,
  documentReadAt: MaybeTime,
  signingDoneAt: MaybeTime,
});
export type VideoChecklistState = Static<typeof VideoChecklistState>;

export const VideoRecording = Type.Object({
  id: Type.Integer(),
  participantId: Type.Integer(),
  participantName: Type.String(),
  mime: Type.String(),
  startedAt: Time,
  endedAt: Time,
  durationMs: Type.Integer(),
  size: Type.Integer(),
  sha256: Type.String(),
  sm3: Type.String(),
  /** Its entry in the office's integrity chain (verify at /verify). */
  chainSeq: MaybeInt,
  complete: Type.Boolean(),
  gaps: Type.Array(Type.Object({ fromMs: Type.Integer(), toMs: Type.Integer() })),
});
export type VideoRecording = Static<typeof VideoRecording>;

export const VideoMeetingDetail = Type.Object({
  ...VideoMeetingRow.properties,
  consularPost: Type.String(),
  notes: Type.String(),
  cancelReason: Type.String(),
  participants: Type.Array(VideoParticipant),
  checklist: VideoChecklistState,
  recordings: Type.Array(VideoRecording),
  eventCount: Type.Integer(),
  /** The meeting log's last hash. */
  logHead: Type.String(),
  /** The integrity-chain entry of the sealed meeting (log head + recordings). */
  chainSeq: MaybeInt,
  /** Whether the caller may start, end, admit, tick the checklist, invite (host, staff participant, or manage). */
  canManage: Type.Boolean(),
  canSeal: Type.Boolean(),
  /** Why it cannot be sealed yet (Chinese), empty when it can. */
  sealBlockers: Type.Array(Type.String()),
});
export type VideoMeetingDetail = Static<typeof VideoMeetingDetail>;

const MeetingId = Id('会议');
const ParticipantId = Id('参会人员');

export const VideoInviteBody = Type.Object({ id: MeetingId, participantId: ParticipantId });
export type VideoInviteBody = Static<typeof VideoInviteBody>;
export const VideoInvite = Type.Object({
  /** `${PUBLIC_ORIGIN}/meet?t=<token>`: shown once so staff can copy it. */
  link: Type.String(),
  expiresAt: Time,
  smsQueued: Type.Boolean(),
});
export type VideoInvite = Static<typeof VideoInvite>;

export const VideoCancelBody = Type.Object({ id: MeetingId, reason: Type.String({ minLength: 1, maxLength: 500, title: '取消原因' }) });
export type VideoCancelBody = Static<typeof VideoCancelBody>;
export const VideoAdmitBody = Type.Object({ id: MeetingId, participantId: ParticipantId, admit: Type.Boolean({ title: '准入' }) });
export type VideoAdmitBody = Static<typeof VideoAdmitBody>;
export const VideoChecklistBody = Type.Object({
  id: MeetingId,
  item: StringEnum(VIDEO_CHECK_ITEMS, '核对事项'),
  /** Required for CONSENT_SPOKEN and ID_SHOWN. */
  participantId: Type.Optional(ParticipantId),
});
export type VideoChecklistBody = Static<typeof VideoChecklistBody>;
export const VideoIdentityBody = Type.Object({ id: MeetingId, participantId: ParticipantId });
export type VideoIdentityBody = Static<typeof VideoIdentityBody>;

export const VideoEvent = Type.Object({
  seq: Type.Integer(),
  type: StringEnum(VIDEO_EVENT_TYPES, '事件'),
  participantId: MaybeInt,
  participantName: Type.String(),
  actorName: Type.String(),
  at: Time,
  payload: Type.Record(Type.String(), Type.Unknown()),
  prevHash: Type.String(),
  hash: Type.String(),
});
export type VideoEvent = Static<typeof VideoEvent>;

export const VideoLogVerification = Type.Object({
  intact: Type.Boolean(),
  count: Type.Integer(),
  /** The seq of the first row whose hash or link does not match (null when intact). */
  brokenAt: MaybeInt,
  message: Type.String(),
});
export type VideoLogVerification = Static<typeof VideoLogVerification>;

export const RecordingQuery = Type.Object({ id: Id('录像') });
export type RecordingQuery = Static<typeof RecordingQuery>;

// Guest (/meet/*): credential is the x-meet-token header.

export const MeetOpen = Type.Object({
  meeting: Type.Object({
    id: Type.Integer(),
    meetingNo: Type.String(),
    title: Type.String(),
    scheduledAt: Time,
    status: StringEnum(VIDEO_MEETING_STATUSES, '状态'),
    hostName: Type.String(),
    recordMode: StringEnum(VIDEO_RECORD_MODES, '录制方式'),
  }),
  me: Type.Object({
    participantId: Type.Integer(),
    role: StringEnum(VIDEO_ROLES, '参会角色'),
    displayName: Type.String(),
    lobbyState: StringEnum(VIDEO_LOBBY_STATES, '入会状态'),
    consentAt: MaybeTime,
    faceResult: FaceResult,
    /** Whether the face check applies (a party with an ID number). */
    faceRequired: Type.Boolean(),
  }),
  iceServers: Type.Array(IceServer),
});
export type MeetOpen = Static<typeof MeetOpen>;

export const MeetConsentBody = Type.Object({ location: Type.String({ minLength: 1, maxLength: 200, title: '所在地点' }) });
export type MeetConsentBody = Static<typeof MeetConsentBody>;

export const MeetFaceResult = Type.Object({
  result: StringEnum(['PASS', 'FAIL'] as const, '人脸核验结果'),
  score: MaybeInt,
  message: Type.String(),
});
export type MeetFaceResult = Static<typeof MeetFaceResult>;

// ---------------------------------------------------------------------------------------------------------------
// WebSocket signalling (staff: /ws/{session token}; guests: /ws/meet/{meet token})

export const MEET_MESSAGE = {
  JOIN: 'MEET_JOIN',
  LEAVE: 'MEET_LEAVE',
  SIGNAL: 'MEET_SIGNAL',
  STATE: 'MEET_STATE',
  ERROR: 'MEET_ERROR',
} as const;

/** The recorder peer's address in MEET_SIGNAL `to` / `from`. */
export const MEET_RECORDER = 'recorder';

export interface MeetSignalData {
  description?: { type: 'offer' | 'answer' | 'pranswer' | 'rollback'; sdp?: string };
  candidate?: { candidate?: string; sdpMid?: string | null; sdpMLineIndex?: number | null; usernameFragment?: string | null } | null;
}

export interface MeetJoinMessage {
  type: typeof MEET_MESSAGE.JOIN;
  meetingId: number;
}
export interface MeetLeaveMessage {
  type: typeof MEET_MESSAGE.LEAVE;
  meetingId: number;
}
export interface MeetSignalOut {
  type: typeof MEET_MESSAGE.SIGNAL;
  meetingId: number;
  to: number | typeof MEET_RECORDER;
  data: MeetSignalData;
}
export type MeetClientMessage = MeetJoinMessage | MeetLeaveMessage | MeetSignalOut;

export interface MeetStateParticipant {
  participantId: number;
  role: VideoRole;
  displayName: string;
  online: boolean;
  lobbyState: VideoLobbyState;
  consent: boolean;
  faceResult: 'PASS' | 'FAIL' | null;
  identityConfirmed: boolean;
}
export interface MeetStateMessage {
  type: typeof MEET_MESSAGE.STATE;
  meetingId: number;
  status: VideoMeetingStatus;
  /** Whether the server records now (IN_PROGRESS and record mode SERVER): clients open their recorder connection. */
  recording: boolean;
  /** The receiver's own participant id. */
  me: number;
  participants: MeetStateParticipant[];
  checklist: VideoChecklistState & {
    parties: { participantId: number; consentClickedAt: string | null; consentSpokenAt: string | null; idShownAt: string | null }[];
  };
}
export interface MeetSignalIn {
  type: typeof MEET_MESSAGE.SIGNAL;
  meetingId: number;
  from: number | typeof MEET_RECORDER;
  data: MeetSignalData;
}
export interface MeetErrorMessage {
  type: typeof MEET_MESSAGE.ERROR;
  meetingId: number;
  message: string;
}
export type MeetServerMessage = MeetStateMessage | MeetSignalIn | MeetErrorMessage;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints

/** Reading the list and a meeting: the 视频会议 page, or 受理's 视频会议 function for case meetings. */
const VIEW = ['standaloneVideoMeet:index', 'business:accept:videoMeeting'] as const;
/** Creating: 发起会议, or a case meeting from 受理 (the service checks which applies). */
const CREATE = ['standaloneVideoMeet:index:create', 'business:accept:videoMeeting'] as const;
/** Running a meeting: its host or staff participants, or 管理全部会议 (checked in the service). */
const RUN = VIEW;
const RECORDING = ['standaloneVideoMeet:index:recording', 'business:accept:videoMeeting'] as const;

export const videoApi = {
  page: endpoint({
    method: 'GET',
    path: '/video-meetings/page',
    access: [...VIEW],
    tag,
    summary: '视频会议列表（我的或全处，按状态、主题/编号、时间、业务筛选）',
    query: VideoMeetingPageQuery,
    response: Page(VideoMeetingRow),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/video-meetings/detail',
    access: [...VIEW],
    tag,
    summary: '视频会议详情（参会人员、核对清单、录像、能否封存）',
    query: IdQuery,
    response: VideoMeetingDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/video-meetings',
    access: [...CREATE],
    tag,
    summary: '预约视频会议（发起人为主持人；带业务时为视频公证）',
    body: VideoMeetingCreateBody,
    response: VideoMeetingDetail,
    done: '会议已预约',
  }),
  invite: endpoint({
    method: 'POST',
    path: '/video-meetings/invite',
    access: [...RUN],
    tag,
    summary: '生成入会链接并短信通知（旧链接随即失效）',
    body: VideoInviteBody,
    response: VideoInvite,
    done: '入会链接已生成',
  }),
  start: endpoint({
    method: 'POST',
    path: '/video-meetings/start',
    access: [...RUN],
    tag,
    summary: '开始会议（按设置开始录制）',
    body: IdQuery,
    response: VideoMeetingDetail,
    done: '会议已开始',
  }),
  end: endpoint({
    method: 'POST',
    path: '/video-meetings/end',
    access: [...RUN],
    tag,
    summary: '结束会议：停止录制，录像存证、计算哈希、入链并加盖时间戳，条件满足时封存',
    body: IdQuery,
    response: VideoMeetingDetail,
    done: '会议已结束',
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/video-meetings/cancel',
    access: [...RUN],
    tag,
    summary: '取消未开始的会议',
    body: VideoCancelBody,
    response: VideoMeetingDetail,
    done: '会议已取消',
  }),
  seal: endpoint({
    method: 'POST',
    path: '/video-meetings/seal',
    access: [...RUN],
    tag,
    summary: '封存已结束的会议（视频公证须每位当事人均已同意录像）',
    body: IdQuery,
    response: VideoMeetingDetail,
    done: '会议已封存',
  }),
  admit: endpoint({
    method: 'POST',
    path: '/video-meetings/admit',
    access: [...RUN],
    tag,
    summary: '准入或移出等候中的参会人员',
    body: VideoAdmitBody,
    response: VideoMeetingDetail,
  }),
  checklist: endpoint({
    method: 'POST',
    path: '/video-meetings/checklist',
    access: [...RUN],
    tag,
    summary: '勾选公证核对事项（记入会议日志）',
    body: VideoChecklistBody,
    response: VideoMeetingDetail,
    done: '已记录',
  }),
  identity: endpoint({
    method: 'POST',
    path: '/video-meetings/identity',
    access: [...RUN],
    tag,
    summary: '公证员确认参会人身份',
    body: VideoIdentityBody,
    response: VideoMeetingDetail,
    done: '身份已确认',
  }),
  events: endpoint({
    method: 'GET',
    path: '/video-meetings/events',
    access: [...VIEW],
    tag,
    summary: '会议日志（含哈希链）',
    query: IdQuery,
    response: Type.Array(VideoEvent),
  }),
  verifyLog: endpoint({
    method: 'GET',
    path: '/video-meetings/verify-log',
    access: [...VIEW],
    tag,
    summary: '校验会议日志哈希链（指出第一条被改动的记录）',
    query: IdQuery,
    response: VideoLogVerification,
  }),
  recording: endpoint({
    method: 'GET',
    path: '/video-meetings/recording',
    access: [...RECORDING],
    tag,
    summary: '播放或下载录像（支持 Range 分段）',
    query: RecordingQuery,
    download: true,
  }),
  iceServers: endpoint({
    method: 'GET',
    path: '/video-ice-servers',
    access: 'login',
    tag,
    summary: 'WebRTC 的 STUN/TURN 服务器',
    response: Type.Array(IceServer),
  }),
};

/** The guest page's calls: public routes whose credential is the x-meet-token header. */
export const meetApi = {
  open: endpoint({
    method: 'POST',
    path: '/meet/open',
    access: 'public',
    tag,
    summary: '以入会链接打开会议（仅限本人、本会议）',
    response: MeetOpen,
  }),
  consent: endpoint({
    method: 'POST',
    path: '/meet/consent',
    access: 'public',
    tag,
    summary: '同意录像并声明所在地点',
    body: MeetConsentBody,
    response: MeetOpen,
    done: '已同意录像',
  }),
  face: endpoint({
    method: 'POST',
    path: '/meet/face',
    access: 'public',
    tag,
    summary: '人脸核验（请求体为摄像头截取的 JPEG 图片）',
    upload: 'raw',
    response: MeetFaceResult,
  }),
};
