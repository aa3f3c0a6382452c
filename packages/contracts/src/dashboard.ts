import { Type, type Static } from '@sinclair/typebox';

/** Figures that exist at this stage of the product; later modules add theirs. */
export const DashboardSummary = Type.Object({
  tenantName: Type.String(),
  staffTotal: Type.Integer(),
  staffActive: Type.Integer(),
  roleTotal: Type.Integer(),
  deptTotal: Type.Integer(),
  /** Distinct users with a live session in this tenant. */
  onlineUsers: Type.Integer(),
  /** Sign-ins to this tenant per day over the last 7 days, oldest first. */
  signInsByDay: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() })),
  lastSignInAt: Type.Union([Type.String(), Type.Null()]),
});
export type DashboardSummary = Static<typeof DashboardSummary>;
