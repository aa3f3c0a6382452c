import { DEFAULT_PAGE, type TemplateDetail, type TemplateRow } from '@notaria/contracts';

const NONE = { edit: false, copy: false, remove: false, publish: false };

export const templateRow = (over: Partial<TemplateRow> = {}): TemplateRow => ({
  id: 1,
  scope: 'PUBLIC',
  kind: 'CERTIFICATE',
  name: '出生公证书',
  engine: 'TIPTAP',
  itemIds: [11],
  itemNames: ['出生'],
  publishedVersion: 1,
  hasDraft: false,
  ownerName: '',
  copiedFromName: '',
  remark: '',
  updatedAt: '2026-01-05T08:00:00Z',
  abilities: NONE,
  ...over,
});

export const templateDetail = (over: Partial<TemplateDetail> = {}): TemplateDetail => ({
  ...templateRow({ id: 5, scope: 'OFFICE', abilities: { edit: true, copy: true, remove: true, publish: true } }),
  page: DEFAULT_PAGE,
  content: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: '兹证明' },
          { type: 'field', attrs: { path: 'parties.APPLICANT.0.name', label: '申请人姓名' } },
        ],
      },
    ],
  },
  docxFileKey: null,
  fields: ['parties.APPLICANT.0.name'],
  versions: [{ version: 1, publishedAt: '2026-01-05T08:00:00Z', publishedByName: '王主任', sha256: 'ab'.repeat(32), documentCount: 3 }],
  revision: 4,
  ...over,
});

export const CATALOGUE = [{ path: 'parties.APPLICANT.0.name', label: '申请人姓名', group: '当事人', type: 'text' as const, sample: '张三' }];
