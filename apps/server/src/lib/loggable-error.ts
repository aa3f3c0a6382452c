/** Drizzle's "Failed query: …\nparams: …" carries the request's values: logs keep the statement only. */
const withoutParams = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');
/** PostgreSQL quotes the offending input in messages such as `invalid input syntax for type integer: "…"`. */
const withoutQuoted = (text: string | undefined) => text?.replace(/"[^"]*"/g, '"…"');

interface DatabaseCause {
  code?: string;
  message?: string;
}

/**
 * The error as logs may show it: type, message and stack without the values of the failed query, and
 * the database's own error code and message (whose `detail`, which can quote a value, is left out).
 */
export function loggableError(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const cause = err.cause as DatabaseCause | undefined;
  return {
    type: err.name,
    message: withoutParams(err.message) ?? '',
    stack: withoutParams(err.stack) ?? '',
    ...(cause && typeof cause === 'object' ? { cause: { code: cause.code, message: withoutQuoted(cause.message) } } : {}),
    ...('code' in err ? { code: (err as { code: unknown }).code } : {}),
  };
}
