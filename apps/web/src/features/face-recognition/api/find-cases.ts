import { faceApi } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const findFaceCases = (businessNumber: string) => call(faceApi.cases, { query: { businessNumber } });

/** Cases whose business number contains `text` (at most 10), with the parties that can be verified. */
export const useFaceCases = (text: string) =>
  useQuery({ queryKey: ['face', 'cases', text], queryFn: () => findFaceCases(text), enabled: text.length > 0, staleTime: 30_000 });
