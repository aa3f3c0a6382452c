import { Type, type Static } from '@sinclair/typebox';

export const TenantOption = Type.Object({ id: Type.Integer(), name: Type.String(), alias: Type.String() });
export type TenantOption = Static<typeof TenantOption>;

/** The platform tenant holds the super administrator (user id 1). */
export const PLATFORM_TENANT_ID = 1;
export const SUPER_ADMIN_ID = 1;
