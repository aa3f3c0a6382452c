import { businessApi, type CaseDetail } from '@notaria/contracts';
import { call } from '../../../lib/api';

/** A party of the linked case, as the dialog offers it. */
export interface CaseParty {
  id: number;
  role: string;
  name: string;
}

/** The case a meeting is for: its id, number and parties. */
export interface LinkedCase {
  id: number;
  businessNumber: string;
  parties: CaseParty[];
}

const linked = (d: CaseDetail): LinkedCase => ({
  id: d.id,
  businessNumber: d.businessNumber,
  parties: d.parties.flatMap((p) => (p.id === undefined ? [] : [{ id: p.id, role: p.role, name: p.name }])),
});

/** A case by its id (opened from 受理 › 视频会议). */
export const caseById = async (id: number): Promise<LinkedCase> => linked(await call(businessApi.get, { query: { id } }));

/** A case by its exact 业务编号, or null when the office has none by that number. */
export async function caseByNumber(businessNumber: string): Promise<LinkedCase | null> {
  const page = await call(businessApi.page, { query: { current: 1, size: 10, businessNumber } });
  const hit = page.list.find((c) => c.businessNumber === businessNumber);
  return hit ? caseById(hit.id) : null;
}

/** 申请人, 法定代表人 and 关系人 take part as 当事人; an 代理人 as 代理人. */
export const videoRoleOf = (caseRole: string) => (caseRole === 'AGENT' ? ('AGENT' as const) : ('PARTY' as const));
