export { MeetingRoom, type MeetingRoomProps } from './meeting-room';
