import type { OperateLogRow } from '@notaria/contracts';
import type { ExportColumn } from '../../lib/export-xlsx';
import { parseTime } from '../../utils/time';
import { actionLabel, moduleLabel, resultLabel } from './labels';

/** The columns of the operation log's .xlsx export, with labels instead of keys. */
export const LOG_EXPORT_COLUMNS: ExportColumn<OperateLogRow>[] = [
  { title: '时间', value: (r) => parseTime(new Date(r.at)), width: 20 },
  { title: '操作人', value: (r) => r.userName, width: 10 },
  { title: '账号', value: (r) => r.account },
  { title: '模块', value: (r) => moduleLabel(r.module) },
  { title: '操作', value: (r) => actionLabel(r.action) },
  { title: '对象编号', value: (r) => r.targetId },
  { title: '结果', value: (r) => resultLabel(r.result), width: 8 },
  { title: '错误码', value: (r) => r.errorCode },
  { title: '消息', value: (r) => r.message, width: 30 },
  { title: '变更字段数', value: (r) => r.changeCount, width: 10 },
  { title: '耗时(毫秒)', value: (r) => r.durationMs, width: 10 },
  { title: '请求方法', value: (r) => r.method, width: 10 },
  { title: '请求路径', value: (r) => r.path, width: 24 },
  { title: 'IP', value: (r) => r.ip },
  { title: '客户端', value: (r) => r.userAgent, width: 30 },
  { title: '请求编号', value: (r) => r.requestId, width: 38 },
];
