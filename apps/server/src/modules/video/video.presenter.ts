import type { VideoMeetingRow, VideoParticipant, VideoRecording } from '@notaria/contracts';
import { maskIdNo } from '../face/face.api.ts';
import type { MeetingRecord, ParticipantRecord, RecordingRecord } from './video.repo.ts';

export const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** 138****1234. */
export const maskPhone = (phone: string) => (phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone ? '****' : '');

export interface RowExtras {
  hostName: string;
  businessNumber: string;
  participantCount: number;
  recordingCount: number;
  myParticipantId: number | null;
}

export function meetingRow(m: MeetingRecord, x: RowExtras): VideoMeetingRow {
  return {
    id: m.id,
    meetingNo: m.meetingNo,
    title: m.title,
    purpose: m.purpose,
    caseId: m.caseId,
    businessNumber: x.businessNumber,
    status: m.status,
    recordMode: m.recordMode,
    hostId: m.hostId,
    hostName: x.hostName,
    scheduledAt: m.scheduledAt.toISOString(),
    durationMinutes: m.durationMinutes,
    startedAt: iso(m.startedAt),
    endedAt: iso(m.endedAt),
    sealedAt: iso(m.sealedAt),
    participantCount: Number(x.participantCount),
    recordingCount: Number(x.recordingCount),
    myParticipantId: x.myParticipantId === null ? null : Number(x.myParticipantId),
    createdAt: m.createdAt.toISOString(),
  };
}

export function participantOf(p: ParticipantRecord, names: Map<number, string>): VideoParticipant {
  return {
    id: p.id,
    role: p.role,
    userId: p.userId,
    casePartyId: p.casePartyId,
    displayName: p.displayName,
    phone: maskPhone(p.phone),
    idNo: p.idNo ? maskIdNo(p.idNo) : '',
    lobbyState: p.lobbyState,
    tokenExpiresAt: p.joinTokenHash ? iso(p.tokenExpiresAt) : null,
    invitedAt: iso(p.invitedAt),
    joinedAt: iso(p.joinedAt),
    leftAt: iso(p.leftAt),
    faceRecordId: p.faceRecordId,
    faceResult: p.faceResult ?? null,
    faceScore: p.faceScore,
    identityConfirmedAt: iso(p.identityConfirmedAt),
    identityConfirmedBy: p.identityConfirmedBy ? (names.get(p.identityConfirmedBy) ?? '') : '',
    consentClickedAt: iso(p.consentAt),
    consentSpokenAt: iso(p.consentSpokenAt),
    idShownAt: iso(p.idShownAt),
    declaredLocation: p.declaredLocation,
  };
}

export function recordingOf(r: RecordingRecord, participantName: string): VideoRecording {
  return {
    id: r.id,
    participantId: r.participantId,
    participantName,
    mime: r.mime,
    startedAt: r.startedAt.toISOString(),
    endedAt: r.endedAt.toISOString(),
    durationMs: r.durationMs,
    size: Number(r.size),
    sha256: r.sha256,
    sm3: r.sm3,
    chainSeq: r.chainSeq,
    complete: r.complete,
    gaps: r.gaps ?? [],
  };
}

/** Online: joined and not left since. */
export const isOnline = (p: ParticipantRecord) => !!p.joinedAt && (!p.leftAt || p.leftAt < p.joinedAt);
