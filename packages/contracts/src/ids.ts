import { Type, type Static, type TObject, type TProperties, type TUnsafe } from '@sinclair/typebox';

/** Bounds of PostgreSQL's `integer`: every id, version, count and filter the API takes fits in it. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** A row id: a positive `integer`. */
export const Id = (title = '编号') => Type.Integer({ minimum: 1, maximum: INT32_MAX, title });

/**
 * A password as typed: never trimmed (request strings are trimmed at the boundary unless they say
 * `trim: false`), so a space at either end stays part of it.
 */
export const Password = (title: string, maxLength: number) => Type.String({ minLength: 1, maxLength, title, trim: false });

/** `?id=` of the by-id and delete calls. */
export const IdQuery = Type.Object({ id: Id() });
export type IdQuery = Static<typeof IdQuery>;

/** Optional date-range filter of log-like lists (ISO dates or date-times). */
export const DateRange = {
  from: Type.Optional(Type.String({ format: 'date-time', title: '开始时间' })),
  to: Type.Optional(Type.String({ format: 'date-time', title: '结束时间' })),
};

export const Phone = (title = '电话') => Type.String({ maxLength: 20, pattern: '^$|^[0-9()\\-+ ]{7,20}$', title });

/**
 * A tree node schema without $ref (response serialisers and validators handle it everywhere): the
 * node's own properties plus `children` of the same shape, `depth` levels deep.
 */
export function TreeOf<T>(props: TProperties, depth = 8): TUnsafe<T> {
  const build = (d: number): TObject => Type.Object(d === 0 ? props : { ...props, children: Type.Array(build(d - 1), { title: '下级' }) });
  return Type.Unsafe<T>(build(depth));
}

/** A string that is one of `values`; failing values are reported as "<title>取值不在允许范围内". */
export const StringEnum = <T extends string>(values: readonly T[], title: string) => Type.Unsafe<T>({ type: 'string', enum: [...values], title });

/** A code that programs and numbering rules refer to (role, flow, form, number rule): a letter, then letters, digits or `_`. */
export const Code = (title: string, minLength = 2, maxLength = 32) =>
  Type.String({ minLength, maxLength, pattern: '^[A-Za-z][A-Za-z0-9_]*$', title, patternMessage: `${title}须以字母开头，只能包含字母、数字和下划线` });

/** A sign-in account name. */
export const Account = (title = '账号') =>
  Type.String({ minLength: 2, maxLength: 64, pattern: '^[A-Za-z0-9_.@-]+$', title, patternMessage: `${title}只能包含字母、数字和 _ . @ -` });
