import { customerApi, type ApplicantType } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export interface ApplicantOption {
  value: number;
  label: string;
}

/**
 * Customers of the office matching `keyword`, as options (name and masked id number or credit code), through the
 * lookup open to whoever may create evidence: the customer lists themselves may be closed to them.
 */
async function findApplicants(type: ApplicantType, keyword: string): Promise<ApplicantOption[]> {
  const found = await call(customerApi.lookup, { query: { type, keyword: keyword || undefined } }, { silent: true });
  return found.map((c) => ({ value: c.id, label: `${c.name}（${c.numberMasked}）` }));
}

export const useApplicantOptions = (type: ApplicantType, keyword: string) =>
  useQuery({ queryKey: ['evidence-applicants', type, keyword], queryFn: () => findApplicants(type, keyword), staleTime: 30_000 });
