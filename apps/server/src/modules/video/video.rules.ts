import { VIDEO_PER_PARTY_ITEMS, VIDEO_STAFF_ROLES, type VideoCheckItem } from '@notaria/contracts';
import { invalid } from '../../lib/app-error.ts';
import type { MeetingRecord, ParticipantRecord } from './video.repo.ts';

/**
 * The consent rule: a case meeting is sealed only when every PARTY consented to the recording, both by clicking in
 * their page (CONSENT_CLICKED) and by saying so, ticked by the notary (CONSENT_SPOKEN). Answers why not, in Chinese.
 */
export function sealBlockers(
  m: MeetingRecord,
  participants: ParticipantRecord[],
  events: { type: string; payload: Record<string, unknown> | null }[],
): string[] {
  const reasons: string[] = [];
  if (m.status !== 'ENDED') reasons.push(m.status === 'SEALED' ? '会议已封存' : '会议结束后才能封存');
  if (events.some((e) => e.type === 'RECORD_STOP' && e.payload?.failed)) reasons.push('录像保存失败，会议记录不完整');
  if (m.caseId !== null) {
    const parties = participants.filter((p) => p.role === 'PARTY' && p.lobbyState !== 'REMOVED');
    for (const p of parties) {
      if (!p.consentAt) reasons.push(`当事人 ${p.displayName} 未在页面点击同意录像`);
      if (!p.consentSpokenAt) reasons.push(`当事人 ${p.displayName} 的口头同意录像未经公证员确认`);
    }
  }
  return reasons;
}

export const isGuest = (p: ParticipantRecord) => !VIDEO_STAFF_ROLES.includes(p.role);

/** The participant a per-party checklist item is ticked for (an outside participant of the meeting). */
export function checklistTarget(item: VideoCheckItem, participants: ParticipantRecord[], participantId: number | undefined): ParticipantRecord | null {
  if (!VIDEO_PER_PARTY_ITEMS.includes(item)) return null;
  if (!participantId) throw invalid('请选择要确认的参会人员');
  const p = participants.find((x) => x.id === participantId);
  if (!p || !isGuest(p) || p.lobbyState === 'REMOVED') throw invalid('所选参会人员不在本会议的当事人一方');
  return p;
}
