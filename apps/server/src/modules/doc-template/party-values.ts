import { dateCn, genderCn, maskIdNumber } from '@notaria/contracts';

/** A 当事人 as the case keeps it: the row's name and ID number, and the customer snapshot taken with it. */
export interface PartyInput {
  role: string;
  customerType: string;
  name: string;
  idNumber: string;
  snapshot: Record<string, unknown>;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * The values of the parties by role, in the order the case lists them: parties.APPLICANT.0.name …, and
 * parties.APPLICANT.names (all names joined with 、). Birth dates in Chinese numerals; no age is ever derived.
 */
export function partyValues(parties: PartyInput[], idTypeName: (code: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  const byRole = new Map<string, PartyInput[]>();
  for (const p of parties) byRole.set(p.role, [...(byRole.get(p.role) ?? []), p]);
  for (const [role, list] of byRole) {
    out[`parties.${role}.names`] = list.map((p) => p.name).join('、');
    list.forEach((p, i) => {
      const s = p.snapshot;
      const person = p.customerType === 'PERSONAL';
      const idNumber = p.idNumber || text(s.idNumber) || text(s.creditCode);
      const prefix = `parties.${role}.${i}`;
      out[`${prefix}.name`] = p.name;
      out[`${prefix}.gender`] = person ? genderCn(text(s.gender)) : '';
      out[`${prefix}.birthDateCn`] = person ? dateCn(text(s.birthDate)) : '';
      out[`${prefix}.idType`] = person ? idTypeName(text(s.idType)) : '统一社会信用代码';
      out[`${prefix}.idNumber`] = idNumber;
      out[`${prefix}.idNumberMasked`] = maskIdNumber(idNumber);
      out[`${prefix}.address`] = text(s.address);
      out[`${prefix}.phone`] = person ? text(s.phone) : text(s.contactPhone);
    });
  }
  return out;
}
