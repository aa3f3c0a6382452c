import { ilike, type Column, type SQL } from 'drizzle-orm';
/** A `%text%` pattern with LIKE wildcards in the text escaped. */
export const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const offsetOf = (q: { current: number; size: number }) => (q.current - 1) * q.size;

/** PostgreSQL's unique-violation, whether raw or wrapped by the ORM. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return constraint ? e.constraint === constraint : true;
  }
  return false;
}

/** The column contains the text (case-insensitive, wildcards taken literally); no condition when the text is empty. */
export const contains = (column: Column | SQL, text: string | undefined) => (text ? ilike(column, likeText(text)) : undefined);
