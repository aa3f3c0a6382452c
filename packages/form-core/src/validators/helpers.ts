/** The §5 helper checks. Numbers are checked as their text; other non-strings fail. */
const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

const check = (pattern: RegExp) => (value: unknown) => {
  const t = text(value);
  return t !== null && pattern.test(t);
};

/** Starts with http, https, mailto or tel. */
export const isExternalLink = check(/^(https?:|mailto:|tel:)/);

/** 15 or 18 digits; the 18th may be X or x. */
export const isIdCardNumber = check(/^(\d{15}|\d{18}|\d{17}[Xx])$/);

const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^[\d\-()（）]{7,18}$/;

/** A mobile number, or 7 to 18 characters of digits, dashes and brackets. */
export const isPhoneOrLandline = (value: unknown): boolean => {
  const t = text(value);
  return t !== null && (MOBILE.test(t) || LANDLINE.test(t));
};

/** The standard e-mail pattern. */
export const isEmail = check(
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/,
);

/** 1, 2, 3 … without sign or leading zero. */
export const isPositiveInteger = check(/^[1-9]\d*$/);

/** 0, 0.5, 12.75 … without sign. */
export const isNonNegativeDecimal = check(/^\d+(\.\d+)?$/);
