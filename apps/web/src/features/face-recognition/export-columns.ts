import type { FaceRecordRow } from '@notaria/contracts';
import type { ExportColumn } from '../../lib/export-xlsx';
import { parseTime } from '../../utils/time';
import { methodLabel, resultLabel, roleLabel } from './labels';

export const FACE_EXPORT_COLUMNS: ExportColumn<FaceRecordRow>[] = [
  { title: '核验时间', value: (r) => parseTime(new Date(r.createdAt), '{y}-{m}-{d} {h}:{i}:{s}'), width: 20 },
  { title: '业务编号', value: (r) => r.businessNumber, width: 24 },
  { title: '当事人', value: (r) => r.partyName, width: 12 },
  { title: '角色', value: (r) => roleLabel(r.partyRole), width: 10 },
  { title: '证件号（脱敏）', value: (r) => r.subjectIdNo, width: 22 },
  { title: '核验方式', value: (r) => methodLabel(r.method), width: 10 },
  { title: '核验结果', value: (r) => resultLabel(r.result), width: 10 },
  { title: '相似度', value: (r) => r.score, width: 8 },
  { title: '核验人', value: (r) => r.verifierName, width: 10 },
  { title: '说明', value: (r) => r.note || r.message, width: 30 },
];
