import { PARTY_ROLES, type LitigantRow } from '@notaria/contracts';
import dayjs from 'dayjs';

export type PartyRole = keyof typeof PARTY_ROLES;
export const ROLE_OPTIONS = (Object.keys(PARTY_ROLES) as PartyRole[]).map((value) => ({ value, label: PARTY_ROLES[value] }));
export const roleName = (role: string) => PARTY_ROLES[role as PartyRole] ?? role;
export const ROLE_COLORS: Record<string, string> = { APPLICANT: 'blue', AGENT: 'purple', LEGAL_REP: 'cyan', RELATED: 'default' };

export const customerTypeName = (t: string) => (t === 'INSTITUTION' ? '机构' : '个人');

/** The roles a party has held across its cases, in the registry's order. */
export const rolesOf = (row: LitigantRow): PartyRole[] => (Object.keys(PARTY_ROLES) as PartyRole[]).filter((r) => row.cases.some((c) => c.role === r));

/** The party's most recent case (the server lists them newest first). */
export const latestCase = (row: LitigantRow) => row.cases[0];

/** A server time (ISO, UTC) in local time to the minute. */
export const minute = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

export interface PartyCase {
  id: number;
  businessNumber: string;
  status: string;
  roles: string[];
  itemNames: string[];
  createdAt: string;
}

/** The party's cases, one entry per case with every role it holds there, newest first. */
export function casesOf(row: LitigantRow): PartyCase[] {
  const byId = new Map<number, PartyCase>();
  for (const c of row.cases) {
    const seen = byId.get(c.id);
    if (seen) {
      if (!seen.roles.includes(c.role)) seen.roles.push(c.role);
    } else byId.set(c.id, { id: c.id, businessNumber: c.businessNumber, status: c.status, roles: [c.role], itemNames: c.itemNames, createdAt: c.createdAt });
  }
  return [...byId.values()];
}
