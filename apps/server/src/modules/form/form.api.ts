// The form module's public surface: what other modules may use. Import form from here, not from its files.
export { findForm } from './form.repo.ts';
export { publishedSchema, validateFormData } from './form.service.ts';
