export { DocumentEditor } from './document-editor';
