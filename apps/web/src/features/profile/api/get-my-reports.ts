import { verificationApi, type MyReportQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const getMyReports = (q: MyReportQuery) => call(verificationApi.myReports, { query: q });

export const useMyReports = (q: MyReportQuery, enabled: boolean) =>
  useQuery({ queryKey: ['verification', 'mine', q], queryFn: () => getMyReports(q), enabled, placeholderData: keepPreviousData });
