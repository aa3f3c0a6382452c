import { checkCreditCode, checkResidentId, isPhone, type InstitutionCustomerInput, type PersonalCustomerInput } from '@notaria/contracts';
import { invalid } from '../../lib/app-error.ts';
import { isCalendarDate } from '../../lib/office-time.ts';

const t = (v: string | undefined) => (v ?? '').trim();
const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,}$/;

/** A person's stored values: an ID_CARD number is checked and gives the birth date and gender. */
export function personalValues(input: PersonalCustomerInput) {
  let idNumber = t(input.idNumber);
  let birthDate = t(input.birthDate);
  if (birthDate && !isCalendarDate(birthDate)) throw invalid('出生日期无效');
  let gender: string = input.gender ?? 'UNKNOWN';
  if (input.idType === 'ID_CARD') {
    const id = checkResidentId(idNumber);
    if (!id.ok) throw invalid(id.message);
    ({ normalized: idNumber, birthDate, gender } = id);
  }
  const phone = t(input.phone);
  if (phone && !isPhone(phone)) throw invalid('联系电话格式不正确（手机或固定电话）');
  const email = t(input.email);
  if (email && !EMAIL.test(email)) throw invalid('电子邮箱格式不正确');
  return {
    name: input.name.trim(),
    formerNames: t(input.formerNames),
    gender,
    birthDate,
    idType: input.idType,
    idNumber,
    nationality: t(input.nationality) || (input.idType === 'ID_CARD' ? '中国' : ''),
    phone,
    email,
    address: t(input.address),
    employer: t(input.employer),
    remark: t(input.remark),
  };
}

export function institutionValues(input: InstitutionCustomerInput) {
  const code = checkCreditCode(input.creditCode);
  if (!code.ok) throw invalid(code.message);
  let legalRepIdNumber = t(input.legalRepIdNumber);
  const legalRepIdType = legalRepIdNumber ? (input.legalRepIdType ?? 'ID_CARD') : (input.legalRepIdType ?? '');
  if (legalRepIdNumber && legalRepIdType === 'ID_CARD') {
    const id = checkResidentId(legalRepIdNumber);
    if (!id.ok) throw invalid(`法定代表人${id.message}`);
    legalRepIdNumber = id.normalized;
  }
  const contactPhone = t(input.contactPhone);
  if (contactPhone && !isPhone(contactPhone)) throw invalid('联系电话格式不正确（手机或固定电话）');
  return {
    name: input.name.trim(),
    creditCode: code.normalized,
    licenceType: t(input.licenceType) || '营业执照',
    legalRepName: t(input.legalRepName),
    legalRepIdType,
    legalRepIdNumber,
    address: t(input.address),
    contactName: t(input.contactName),
    contactPhone,
    remark: t(input.remark),
  };
}
