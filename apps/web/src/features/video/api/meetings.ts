import {
  videoApi,
  type VideoAdmitBody,
  type VideoCancelBody,
  type VideoChecklistBody,
  type VideoIdentityBody,
  type VideoInviteBody,
  type VideoMeetingCreateBody,
  type VideoMeetingPageQuery,
} from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, fetchFile } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Every video query sits under `all`, so that any change to a meeting refreshes the lists, the detail and the log. */
export const videoKeys = {
  all: ['video-meetings'] as const,
  page: (q: VideoMeetingPageQuery) => ['video-meetings', 'page', q] as const,
  detail: (id: number) => ['video-meetings', 'detail', id] as const,
  events: (id: number) => ['video-meetings', 'events', id] as const,
};

// One function per endpoint of `videoApi`: the list page, the case drawer and the meeting room call these.

export const getMeetingPage = (query: VideoMeetingPageQuery) => call(videoApi.page, { query });
export const getMeeting = (id: number) => call(videoApi.detail, { query: { id } });
export const createMeeting = (body: VideoMeetingCreateBody) => call(videoApi.create, { body });
export const inviteParticipant = (body: VideoInviteBody) => call(videoApi.invite, { body });
export const startMeeting = (id: number) => call(videoApi.start, { body: { id } });
export const endMeeting = (id: number) => call(videoApi.end, { body: { id } });
export const cancelMeeting = (body: VideoCancelBody) => call(videoApi.cancel, { body });
export const sealMeeting = (id: number) => call(videoApi.seal, { body: { id } });
export const admitParticipant = (body: VideoAdmitBody) => call(videoApi.admit, { body });
export const tickChecklist = (body: VideoChecklistBody) => call(videoApi.checklist, { body });
export const confirmIdentity = (body: VideoIdentityBody) => call(videoApi.identity, { body });
export const getMeetingEvents = (id: number) => call(videoApi.events, { query: { id } });
export const verifyMeetingLog = (id: number) => call(videoApi.verifyLog, { query: { id } });
/** A recording's bytes (to play in the page or save). */
export const fetchRecording = (id: number, name: string) => fetchFile(videoApi.recording, name, { query: { id } });
export const getIceServers = () => call(videoApi.iceServers);

export const useMeetingPage = (query: VideoMeetingPageQuery, enabled = true) =>
  useQuery({ queryKey: videoKeys.page(query), queryFn: () => getMeetingPage(query), placeholderData: keepPreviousData, enabled });
export const useMeeting = (id: number | null) => useQuery({ queryKey: videoKeys.detail(id ?? 0), queryFn: () => getMeeting(id!), enabled: id !== null });
export const useMeetingEvents = (id: number | null) =>
  useQuery({ queryKey: videoKeys.events(id ?? 0), queryFn: () => getMeetingEvents(id!), enabled: id !== null });

export const useCreateMeeting = () => useRefreshingMutation(createMeeting, videoKeys.all);
export const useInvite = () => useRefreshingMutation(inviteParticipant, videoKeys.all);
export const useCancelMeeting = () => useRefreshingMutation(cancelMeeting, videoKeys.all);
export const useSealMeeting = () => useRefreshingMutation(sealMeeting, videoKeys.all);
