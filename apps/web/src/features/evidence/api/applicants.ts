import { customerApi, type ApplicantType } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export interface ApplicantOption {
  value: number;
  label: string;
}

/** Customers of the office matching `keyword`, as options (name and id number or credit code). */
async function findApplicants(type: ApplicantType, keyword: string): Promise<ApplicantOption[]> {
  const query = { current: 1, size: 20, keyword: keyword || undefined };
  if (type === 'PERSONAL') {
    const page = await call(customerApi.personalPage, { query }, { silent: true });
    return page.list.map((c) => ({ value: c.id, label: `${c.name}（${c.idNumber}）` }));
  }
  const page = await call(customerApi.institutionPage, { query }, { silent: true });
  return page.list.map((c) => ({ value: c.id, label: `${c.name}（${c.creditCode}）` }));
}

export const useApplicantOptions = (type: ApplicantType, keyword: string) =>
  useQuery({ queryKey: ['evidence-applicants', type, keyword], queryFn: () => findApplicants(type, keyword), staleTime: 30_000 });
