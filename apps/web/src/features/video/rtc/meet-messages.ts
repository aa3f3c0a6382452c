import { VIDEO_STAFF_ROLES, type MeetStateParticipant, type VideoRole } from '@notaria/contracts';

/** Staff are in the meeting without the lobby; others once admitted. */
export function inRoom(p: Pick<MeetStateParticipant, 'role' | 'lobbyState'>) {
  if (p.lobbyState === 'REMOVED') return false;
  return p.lobbyState === 'ADMITTED' || isStaffRole(p.role);
}

export const isStaffRole = (role: VideoRole) => VIDEO_STAFF_ROLES.includes(role);
