// How the editor shows the sheet on screen, around documentCss (the printed look shared with the PDF).
export const EDITOR_CSS = `
.doc-desk { background: #e9ebef; padding: 24px 16px 48px; overflow: auto; }
.doc-desk .doc-page { margin: 0 auto; box-shadow: 0 1px 3px rgba(0,0,0,.12), 0 4px 16px rgba(0,0,0,.08); }
.doc-desk .doc-content.ProseMirror { outline: none; min-height: 100%; white-space: pre-wrap; }
.doc-desk .doc-content .doc-field { border-radius: 2px; padding: 0 1px; cursor: default; }
.doc-desk .doc-content .doc-field-value { background: #e6f4ff; border-bottom: 1px solid #91caff; }
.doc-desk .doc-content .doc-field-sample { background: #f6ffed; border-bottom: 1px dashed #95de64; }
.doc-desk .doc-content .doc-field.doc-missing { background: #fff1f0; }
.doc-desk .doc-content .is-selected { outline: 2px solid #1677ff; outline-offset: 1px; }
.doc-desk .doc-content .doc-anchor-box { display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box;
  vertical-align: middle; border: 1px dashed #8c8c8c; color: #8c8c8c; font-size: 9pt; line-height: 1.2; text-align: center;
  text-indent: 0; padding: 2px; margin: 0 2px; font-family: system-ui, sans-serif; }
.doc-desk .doc-content .doc-anchor-box-seal { position: relative; border-color: #ff7875; color: #cf1322; padding: 0 4px; }
.doc-desk .doc-content .doc-anchor-seal-circle { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
  border: 1px dashed rgba(207,19,34,.45); border-radius: 50%; pointer-events: none; }
.doc-desk .doc-content .doc-page-break-line { position: relative; margin: 12px 0; border-top: 1px dashed #8c8c8c; height: 0; text-indent: 0; }
.doc-desk .doc-content .doc-page-break-line span { position: absolute; left: 50%; top: -0.8em; transform: translateX(-50%); background: #fff;
  padding: 0 8px; color: #8c8c8c; font: 12px/1.6 system-ui, sans-serif; }
.doc-desk .doc-readonly .doc-content.ProseMirror { cursor: default; }
`;
