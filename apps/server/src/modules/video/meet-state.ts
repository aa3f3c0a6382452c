import { MEET_MESSAGE, type MeetStateMessage, type VideoChecklistState } from '@notaria/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { iso, isOnline } from './video.presenter.ts';
import { findMeeting, participantsOf, type MeetingRecord, type ParticipantRecord } from './video.repo.ts';
import { videoEvents } from './video.table.ts';

/** The meeting-wide checklist ticks: the first event of each kind. */
export async function checklistOf(tx: Tx, tenantId: number, meetingId: number): Promise<VideoChecklistState> {
  const rows = await tx
    .select({ type: videoEvents.type, at: videoEvents.at })
    .from(videoEvents)
    .where(
      and(
        eq(videoEvents.tenantId, tenantId),
        eq(videoEvents.meetingId, meetingId),
        inArray(videoEvents.type, ['DISCLOSURE_READ', 'DOCUMENT_READ', 'SIGNING_DONE']),
      ),
    )
    .orderBy(videoEvents.seq);
  const firstAt = (type: string) => iso(rows.find((r) => r.type === type)?.at);
  return { disclosureReadAt: firstAt('DISCLOSURE_READ'), documentReadAt: firstAt('DOCUMENT_READ'), signingDoneAt: firstAt('SIGNING_DONE') };
}

/** MEET_STATE without the receiver (`me` is set per participant). */
export type MeetState = Omit<MeetStateMessage, 'me'>;

export function stateOf(m: MeetingRecord, participants: ParticipantRecord[], checklist: VideoChecklistState): MeetState {
  return {
    type: MEET_MESSAGE.STATE,
    meetingId: m.id,
    status: m.status,
    recording: m.status === 'IN_PROGRESS' && m.recordMode === 'SERVER',
    participants: participants
      .filter((p) => p.lobbyState !== 'REMOVED')
      .map((p) => ({
        participantId: p.id,
        role: p.role,
        displayName: p.displayName,
        online: isOnline(p),
        lobbyState: p.lobbyState,
        consent: !!p.consentAt && (p.role !== 'PARTY' || !!p.consentSpokenAt),
        faceResult: p.faceResult ?? null,
        identityConfirmed: !!p.identityConfirmedAt,
      })),
    checklist: {
      ...checklist,
      parties: participants
        .filter((p) => p.role === 'PARTY')
        .map((p) => ({ participantId: p.id, consentClickedAt: iso(p.consentAt), consentSpokenAt: iso(p.consentSpokenAt), idShownAt: iso(p.idShownAt) })),
    },
  };
}

/** Sends the meeting's state to each of its participants (each told which one they are). */
export async function pushState(db: Database, hub: RealtimeHub, tenantId: number, meetingId: number): Promise<void> {
  const loaded = await inTenant(db, tenantId, async (tx) => {
    const m = await findMeeting(tx, tenantId, meetingId);
    if (!m) return undefined;
    const participants = await participantsOf(tx, tenantId, meetingId);
    return { m, participants, checklist: await checklistOf(tx, tenantId, meetingId) };
  });
  if (!loaded) return;
  const state = stateOf(loaded.m, loaded.participants, loaded.checklist);
  await Promise.all(loaded.participants.map((p) => hub.sendMeet(tenantId, meetingId, p.id, { ...state, me: p.id } satisfies MeetStateMessage)));
}
