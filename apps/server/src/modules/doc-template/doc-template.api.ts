// The doc-template module's public surface: what other modules may use. Import doc-template from here, not from its files.
export { chooseTemplate, templateVersion } from './choose-template.ts';
export { documentValues } from './doc-context.ts';
export { fieldCatalogue } from './doc-fields.ts';
export { docSettings } from './doc-settings.ts';
