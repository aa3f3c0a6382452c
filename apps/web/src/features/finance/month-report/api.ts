import { financeReportsApi } from '@notaria/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download } from '../../../lib/api';

const KEY = 'finance-month-report';

export const useMonthReport = (month: string) =>
  useQuery({ queryKey: [KEY, month], queryFn: () => call(financeReportsApi.month, { query: { month } }), placeholderData: keepPreviousData });

export function useCloseMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => call(financeReportsApi.close, { body: { month } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

export const downloadMonthPdf = (month: string) => download(financeReportsApi.pdf, `月度报表-${month}.pdf`, { query: { month } });
