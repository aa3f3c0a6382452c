import { DEFAULT_PAGE } from '@notaria/contracts';
import { describe, expect, it } from 'vitest';
import type { DocJson } from './model.ts';
import { renderDocumentHtml } from './render-html.ts';

const field = (path: string, label: string) => ({ type: 'field', attrs: { path, label } });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', attrs: { textAlign: null, indent: 2 }, content });
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const doc: DocJson = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1, textAlign: 'center' }, content: [{ type: 'text', text: '公证书' }] },
    paragraph({ type: 'text', text: '申请人：' }, field('parties.APPLICANT.0.name', '申请人姓名'), { type: 'text', text: '。', marks: [{ type: 'bold' }] }),
    { type: 'pageBreak' },
    paragraph(field('case.purpose', '用途'), { type: 'seal' }),
  ],
};

const render = (values: Record<string, string>, extra: Partial<Parameters<typeof renderDocumentHtml>[2]> = {}) =>
  renderDocumentHtml(doc, DEFAULT_PAGE, { values, title: '出生公证书', ...extra });

describe('renderDocumentHtml', () => {
  it('prints values as text, never as markup', () => {
    const html = render({ 'parties.APPLICANT.0.name': '<script>alert(1)</script>', 'case.purpose': 'a"b' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('a&quot;b');
  });

  it('escapes text, labels, paths and the title', () => {
    const evil: DocJson = {
      type: 'doc',
      content: [paragraph({ type: 'text', text: '</p><img src=x onerror=1>' }, field('x"><b', '<i>标签'))],
    };
    const html = renderDocumentHtml(evil, DEFAULT_PAGE, { values: {}, title: '</title><script>' });
    expect(html).not.toMatch(/<img|<script|<i>|"><b/);
    expect(html).toContain('【&lt;i&gt;标签】');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;</title>');
  });

  it('shows a missing or blank value as a red 【label】 placeholder', () => {
    const html = render({ 'parties.APPLICANT.0.name': '张三', 'case.purpose': '  ' });
    expect(html).toContain('<span class="doc-field" data-field="parties.APPLICANT.0.name">张三</span>');
    expect(html).toContain('<span class="doc-field doc-missing" data-field="case.purpose">【用途】</span>');
    expect(html).toMatch(/\.doc-missing \{ color: #d4380d; \}/);
  });

  it('keeps alignment, indent, marks and page breaks', () => {
    const html = render({});
    expect(html).toContain('<h1 style="text-align: center">公证书</h1>');
    expect(html).toContain('<p style="text-indent: 2em">');
    expect(html).toContain('<strong>。</strong>');
    expect(html).toContain('<div class="doc-page-break" data-page-break=""></div>');
    expect(html).toMatch(/@media print \{\s*\.doc-content \.doc-page-break \{ break-after: page;/);
  });

  it('sizes the page for A4 and for 16开, with the margins and body size of the settings', () => {
    expect(render({})).toContain('@page { size: A4; margin: 37mm 26mm 35mm 28mm; }');
    const sixteen = renderDocumentHtml(doc, { ...DEFAULT_PAGE, size: '16K', fontSize: 14, marginTop: 20 }, { values: {}, title: 't' });
    expect(sixteen).toContain('@page { size: 185mm 260mm; margin: 20mm 26mm 35mm 28mm; }');
    expect(sixteen).toContain('font-size: 14pt; line-height: 1.75');
    expect(sixteen).toContain('"SimSun"');
  });

  it('draws a fixed diagonal watermark only when asked', () => {
    expect(render({})).not.toContain('class="doc-watermark');
    const draft = render({}, { watermark: true });
    expect(draft).toContain('aria-hidden="true">草稿</div>');
    expect(draft).toMatch(/\.doc-watermark \{ position: fixed;[^}]*rotate\(-35deg\)/);
    expect(render({}, { watermark: '样本' })).toContain('>样本</div>');
  });

  it('puts images at their anchors and the ones without an anchor in a closing block', () => {
    const html = render({}, { images: { seal: PNG, qr: PNG } });
    expect(html).toContain(`<span class="doc-anchor doc-anchor-seal"><img src="${PNG}" alt="公章"></span>`);
    expect(html).toMatch(/<div class="doc-closing"><span class="doc-anchor doc-anchor-qr"><img[^>]+><\/span><span class="doc-closing-stamps"><\/span><\/div>/);
    expect(html).toMatch(/\.doc-anchor-seal img \{[^}]*width: 42mm; height: 42mm;/);
  });

  it('refuses image sources that are not base64 raster data URLs', () => {
    const html = render({}, { images: { seal: 'javascript:alert(1)', qr: 'data:image/png;base64,AAA" onload="x' } });
    expect(html).not.toContain('<img');
  });

  it('renders the children of a node it does not know, and skips junk', () => {
    const odd: DocJson = {
      type: 'doc',
      content: [{ type: 'blockquote', content: [paragraph({ type: 'text', text: '引文' })] }, null, 'x', { type: 'text', text: 5 }],
    };
    const html = renderDocumentHtml(odd, DEFAULT_PAGE, { values: {}, title: 't' });
    expect(html).toContain('<main class="doc-content"><p style="text-indent: 2em">引文</p></main>');
  });

  it('is a complete HTML page', () => {
    const html = render({});
    expect(html.startsWith('<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">')).toBe(true);
    expect(html.endsWith('</body></html>')).toBe(true);
  });
});
