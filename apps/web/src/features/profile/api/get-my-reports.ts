import type { MyReportQuery, PageResult, VerificationReport } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const getMyReports = (q: MyReportQuery) =>
  request<PageResult<VerificationReport>>({ url: '/verification/my-report-page', params: { ...q } });

export const useMyReports = (q: MyReportQuery, enabled: boolean) =>
  useQuery({ queryKey: ['verification', 'mine', q], queryFn: () => getMyReports(q), enabled, placeholderData: keepPreviousData });
