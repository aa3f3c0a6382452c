/** The form every contender renders: N required single-line text fields, each with a label. */
export interface Field {
  name: string;
  label: string;
}

export const makeFields = (n: number): Field[] => Array.from({ length: n }, (_, i) => ({ name: `field${i + 1}`, label: `字段 ${i + 1}` }));

export const requiredMessage = (f: Field) => `${f.label}不可为空`;
