// The tenant module's public surface: what other modules may use. Import tenant from here, not from its files.
export { findTenant } from './tenant.repo.ts';
export { tenantExists } from './tenant.service.ts';
