export { MeetingRoom } from './meeting-room';
