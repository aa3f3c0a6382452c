import { Type, type TSchema } from '@sinclair/typebox';

/** Every /api response body. Errors add a stable `code`. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message: string;
  data: T;
  requestId: string;
  code?: string;
}

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Boolean(),
    message: Type.String(),
    data,
    requestId: Type.String(),
    code: Type.Optional(Type.String()),
  });

/** Paged lists take `current` (from 1) and `size`, and answer `{list, total}`. */
export const PageQuery = Type.Object({
  current: Type.Integer({ minimum: 1, default: 1, title: '页码' }),
  size: Type.Integer({ minimum: 1, maximum: 500, default: 10, title: '每页条数' }),
});

export const Page = <T extends TSchema>(item: T) => Type.Object({ list: Type.Array(item), total: Type.Integer() });

export interface PageResult<T> {
  list: T[];
  total: number;
}
