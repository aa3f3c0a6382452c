import { videoApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** A case's 视频会议 (视频公证), newest first as the server lists them. Under the video feature's key, so its changes refresh this too. */
export const useCaseMeetings = (caseId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['video-meetings', 'case', caseId],
    queryFn: () => call(videoApi.page, { query: { current: 1, size: 50, scope: 'MINE', caseId } }),
    enabled,
  });
