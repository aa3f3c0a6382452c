// What this module takes from the template and render modules, in one place.
export { chooseTemplate, docSettings, documentValues, fieldCatalogue, templateVersion } from '../doc-template/doc-template.api.ts';
export { documentDocx, documentPdf, fillDocx, qrDataUrl } from '../render/render.api.ts';
