import { voteApi, type BallotBody, type VoteCreateBody, type VoteMinutesBody, type VotePageQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/use-refreshing-mutation';

export const voteKeys = {
  all: ['votes'] as const,
  page: (q: VotePageQuery) => ['votes', 'page', q] as const,
  detail: (id: number) => ['votes', 'detail', id] as const,
};

export const getVotePage = (q: VotePageQuery) => call(voteApi.page, { query: q });
export const useVotePage = (q: VotePageQuery) => useQuery({ queryKey: voteKeys.page(q), queryFn: () => getVotePage(q), placeholderData: keepPreviousData });
export const useVoteDetail = (id: number | null) =>
  useQuery({ queryKey: voteKeys.detail(id ?? 0), queryFn: () => call(voteApi.detail, { query: { id: id! } }), enabled: id !== null });

export const useCreateVote = () => useRefreshingMutation((body: VoteCreateBody) => call(voteApi.create, { body }), voteKeys.all);
export const useCastBallot = () => useRefreshingMutation((body: BallotBody) => call(voteApi.ballot, { body }), voteKeys.all);
export const useCloseVote = () => useRefreshingMutation((id: number) => call(voteApi.close, { body: { id } }), voteKeys.all);
export const useCancelVote = () => useRefreshingMutation((id: number) => call(voteApi.cancel, { body: { id } }), voteKeys.all);
export const useSaveMinutes = () => useRefreshingMutation((body: VoteMinutesBody) => call(voteApi.minutes, { body }), voteKeys.all);
