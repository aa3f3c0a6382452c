import { checkCreditCode, checkResidentId, ID_TYPES, isPhone, type IdType } from '@notaria/contracts';
import type { FormRule as Rule } from 'antd';

/** Chinese names of the ID types (the names of the `idType` dictionary and of the import sheets). */
export const ID_TYPE_LABELS: Record<IdType, string> = {
  ID_CARD: '居民身份证',
  PASSPORT: '护照',
  HK_MO_PERMIT: '港澳居民来往内地通行证',
  TW_PERMIT: '台湾居民来往大陆通行证',
  HMT_RESIDENCE: '港澳台居民居住证',
  FOREIGN_PR: '外国人永久居留身份证',
  OFFICER: '军官证',
  OTHER: '其他',
};
export const ID_TYPE_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));
export const idTypeLabel = (v: string) => ID_TYPE_LABELS[v as IdType] ?? v;

export const GENDER_LABELS: Record<string, string> = { MALE: '男', FEMALE: '女', UNKNOWN: '未知' };
export const GENDER_OPTIONS = [
  { value: 'MALE', label: '男' },
  { value: 'FEMALE', label: '女' },
];
export const genderLabel = (v: string) => GENDER_LABELS[v] ?? '';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A resident ID number is checked with its check character (the schema's rules bound its length). */
export const idNumberRule = (idType: () => string | undefined): Rule => ({
  validator: async (_, value?: string) => {
    const v = value?.trim() ?? '';
    if (!v || idType() !== 'ID_CARD') return;
    const r = checkResidentId(v);
    if (!r.ok) throw new Error(r.message);
  },
});

export const creditCodeRule: Rule = {
  validator: async (_, value?: string) => {
    const v = value?.trim() ?? '';
    if (!v) return;
    const r = checkCreditCode(v);
    if (!r.ok) throw new Error(r.message);
  },
};

export const phoneRule: Rule = {
  validator: async (_, value?: string) => {
    const v = value?.trim() ?? '';
    if (v && !isPhone(v)) throw new Error('请输入正确的手机号或固定电话，如 13800138000、010-65120000');
  },
};

export const emailRule: Rule = {
  validator: async (_, value?: string) => {
    const v = value?.trim() ?? '';
    if (v && !EMAIL.test(v)) throw new Error('请输入正确的电子邮箱，如 zhangsan@example.com');
  },
};

/** Trims every string; empty optional strings are sent as ''. */
export const trimAll = <T extends object>(v: T): T => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x])) as T;
