import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { documentExtensions } from './extensions.ts';
import { ANCHOR_NODES, NODE, boundFields, indentOf, textAlignOf } from './model.ts';
import type { DocJson } from './model.ts';

const doc: DocJson = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      attrs: { textAlign: 'center', indent: 2 },
      content: [
        { type: 'field', attrs: { path: 'parties.APPLICANT.0.name', label: '申请人姓名' } },
        { type: 'text', text: '与' },
        { type: 'field', attrs: { path: 'parties.APPLICANT.1.name', label: '第二申请人' } },
        { type: 'seal' },
      ],
    },
    { type: 'pageBreak' },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'field', attrs: { path: 'parties.APPLICANT.0.name', label: '又一次' } }] }] },
      ],
    },
    { type: 'paragraph', content: [{ type: 'field', attrs: { path: '', label: '空' } }, { type: 'qr' }, { type: 'signature' }] },
  ],
};

describe('boundFields', () => {
  it('lists each bound path once, in reading order, with its first label', () => {
    expect(boundFields(doc)).toEqual([
      { path: 'parties.APPLICANT.0.name', label: '申请人姓名' },
      { path: 'parties.APPLICANT.1.name', label: '第二申请人' },
    ]);
  });

  it('is empty for an empty document', () => {
    expect(boundFields({ type: 'doc' })).toEqual([]);
  });
});

describe('documentExtensions', () => {
  const schema = getSchema(documentExtensions());

  it('builds a schema with the document nodes and without code or blockquote', () => {
    for (const name of [NODE.field, NODE.pageBreak, ...ANCHOR_NODES, NODE.heading, NODE.bulletList, NODE.horizontalRule])
      expect(schema.nodes[name]).toBeDefined();
    expect(schema.nodes.codeBlock).toBeUndefined();
    expect(schema.nodes.blockquote).toBeUndefined();
    expect(schema.marks.code).toBeUndefined();
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'italic', 'strike', 'underline']);
  });

  it('accepts a document of the model, keeping alignment, indent and field attributes', () => {
    const node = schema.nodeFromJSON(doc);
    node.check();
    const json = node.toJSON();
    expect(json.content[0].attrs).toEqual({ textAlign: 'center', indent: 2 });
    expect(json.content[0].content[0].attrs).toEqual({ path: 'parties.APPLICANT.0.name', label: '申请人姓名' });
  });
});

describe('attribute readers', () => {
  it('accept only known alignments and sane indents', () => {
    expect(textAlignOf({ type: 'paragraph', attrs: { textAlign: 'right' } })).toBe('right');
    expect(textAlignOf({ type: 'paragraph', attrs: { textAlign: 'red;}' } })).toBeNull();
    expect(indentOf({ type: 'paragraph', attrs: { indent: 2 } })).toBe(2);
    expect(indentOf({ type: 'paragraph', attrs: { indent: '2em;x' } })).toBe(0);
    expect(indentOf({ type: 'paragraph', attrs: { indent: -3 } })).toBe(0);
  });
});
