import type { FormData } from '../types/common.ts';

export interface ParsedFieldPath {
  fieldName: string;
  /** Set when the field sits in a sub-form row. */
  subFormName?: string;
  rowIndex?: number;
}

/** `name`, or `subFormName.rowIndex.fieldName` for a field in a sub-form row. */
export function fieldPath(fieldName: string, subForm?: { name: string; row: number }): string {
  return subForm ? `${subForm.name}.${subForm.row}.${fieldName}` : fieldName;
}

export function parseFieldPath(path: string): ParsedFieldPath {
  const m = /^([^.]+)\.(\d+)\.([^.]+)$/.exec(path);
  return m ? { subFormName: m[1], rowIndex: Number(m[2]), fieldName: m[3] } : { fieldName: path };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function getValueAtPath(data: FormData, path: string): unknown {
  const p = parseFieldPath(path);
  if (p.subFormName === undefined) return data[p.fieldName];
  const rows = data[p.subFormName];
  const row = Array.isArray(rows) ? rows[p.rowIndex!] : undefined;
  return isRecord(row) ? row[p.fieldName] : undefined;
}

/** A copy of data with the value set; a missing sub-form row is not created. */
export function setValueAtPath(data: FormData, path: string, value: unknown): FormData {
  const p = parseFieldPath(path);
  if (p.subFormName === undefined) return { ...data, [p.fieldName]: value };
  const rows = data[p.subFormName];
  if (!Array.isArray(rows) || !isRecord(rows[p.rowIndex!])) return data;
  const copy = rows.slice();
  copy[p.rowIndex!] = { ...(rows[p.rowIndex!] as Record<string, unknown>), [p.fieldName]: value };
  return { ...data, [p.subFormName]: copy };
}
