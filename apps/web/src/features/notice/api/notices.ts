import { noticeApi, officeNoticeApi, type SendNoticeBody } from '@notaria/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const NOTICE_PAGE_SIZE = 10;

export type NoticeFilter = 'all' | 'unread';

export const noticeKeys = {
  all: ['notice'] as const,
  unread: ['notice', 'unread-total'] as const,
  lists: ['notice', 'my-page'] as const,
  list: (filter: NoticeFilter, current: number) => ['notice', 'my-page', filter, current] as const,
  sent: ['office-notice', 'page'] as const,
  sentPage: (current: number, size: number) => ['office-notice', 'page', current, size] as const,
};

export const getUnreadTotal = () => call(noticeApi.unreadTotal);

export const getMyNotices = (filter: NoticeFilter, current: number, size = NOTICE_PAGE_SIZE) =>
  call(noticeApi.myPage, { query: { current, size, isRead: filter === 'unread' ? false : undefined } });

export const readNotices = (ids: number[]) => call(noticeApi.read, { query: { ids: ids.join(',') } });
export const readAllNotices = () => call(noticeApi.readAll);
export const removeAllRead = () => call(noticeApi.removeAllRead);

export const sendOfficeNotice = (body: SendNoticeBody) => call(officeNoticeApi.send, { body });
export const getSentNotices = (current: number, size: number) => call(officeNoticeApi.page, { query: { current, size } });

export const useUnreadTotal = (enabled = true) => useQuery({ queryKey: noticeKeys.unread, queryFn: getUnreadTotal, enabled, staleTime: 60_000 });

export const useMyNotices = (filter: NoticeFilter, current: number, enabled = true) =>
  useQuery({
    queryKey: noticeKeys.list(filter, current),
    queryFn: () => getMyNotices(filter, current),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Every notice query: the unread count and every page of the list. */
export function useRefreshNotices() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: noticeKeys.all });
}

/**
 * Notice mutations. Failures are already shown by the request layer with the server's message,
 * so no onError toast here; every outcome refreshes the count and the list.
 */
export function useNoticeMutation<A>(fn: (arg: A) => Promise<unknown>) {
  const refresh = useRefreshNotices();
  return useMutation({ mutationFn: fn, onSettled: refresh });
}

export const useSentNotices = (current: number, size: number) =>
  useQuery({ queryKey: noticeKeys.sentPage(current, size), queryFn: () => getSentNotices(current, size), placeholderData: keepPreviousData });
