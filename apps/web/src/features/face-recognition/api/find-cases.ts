import type { FaceCaseOption } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const findFaceCases = (businessNumber: string) => request<FaceCaseOption[]>({ url: '/business/face/cases', params: { businessNumber } });

/** Cases whose business number contains `text` (at most 10), with the parties that can be verified. */
export const useFaceCases = (text: string) =>
  useQuery({ queryKey: ['face', 'cases', text], queryFn: () => findFaceCases(text), enabled: text.length > 0, staleTime: 30_000 });
