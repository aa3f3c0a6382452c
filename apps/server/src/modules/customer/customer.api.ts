// The customer module's public surface: what other modules may use. Import customer from here, not from its files.
export { findInstitution, findPerson, findPersonById } from './customer.repo.ts';
export { insertInstitution, insertPerson, toInstitution, toPerson } from './customer.service.ts';
