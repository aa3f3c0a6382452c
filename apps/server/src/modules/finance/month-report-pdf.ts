import { fenToYuanText, type MonthReport } from '@notaria/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { htmlToPdf } from '../render/render.api.ts';
import { tenants } from '../tenant/tenant.table.ts';
import { monthLabel } from './month-closing.ts';
import { monthReport } from './month-report.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const yuan = (fen: number) => fenToYuanText(fen);

function table(title: string, head: string[], rows: (string | number)[][]): string {
  const th = head.map((h) => `<th>${escape(h)}</th>`).join('');
  const body = rows.length
    ? rows.map((r) => `<tr>${r.map((c, i) => `<td class="${i === 0 ? '' : 'num'}">${escape(String(c))}</td>`).join('')}</tr>`).join('')
    : `<tr><td colspan="${head.length}" class="empty">无数据</td></tr>`;
  return `<h2>${escape(title)}</h2><table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

const FLOW_HEAD = ['收款（元）', '退费（元）', '净收入（元）'];
const flowCells = (g: { paymentsFen: number; refundsFen: number; netFen: number }) => [yuan(g.paymentsFen), yuan(g.refundsFen), yuan(g.netFen)];

/** The month report as a printable A4 page: totals, every breakdown, the ageing and the closing's hashes. */
export function monthReportHtml(office: string, r: MonthReport, printedAt: Date): string {
  const t = r.totals;
  const groups = (title: string, list: MonthReport['byItem']) =>
    table(
      title,
      ['名称', '件数', ...FLOW_HEAD],
      list.map((g) => [g.name, g.cases, ...flowCells(g)]),
    );
  const closing = r.closing
    ? `<p class="closing">已月结：${escape(r.closing.closedByName)} 于 ${escape(r.closing.closedAt.slice(0, 19).replace('T', ' '))}（UTC）；完整性链第 ${r.closing.chainSeq} 条<br>SHA-256 ${r.closing.sha256}<br>SM3 ${r.closing.sm3}</p>`
    : '<p class="closing">本月尚未月结，数字可能仍会变化。</p>';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 16mm 14mm; }
body { font-family: "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", sans-serif; font-size: 10pt; color: #222; }
h1 { font-size: 16pt; text-align: center; margin: 0 0 4pt; }
.sub { text-align: center; color: #555; margin-bottom: 10pt; }
h2 { font-size: 11pt; margin: 12pt 0 4pt; border-left: 3pt solid #1677ff; padding-left: 5pt; }
table { width: 100%; border-collapse: collapse; page-break-inside: auto; }
th, td { border: 0.5pt solid #999; padding: 3pt 5pt; }
th { background: #f0f4fa; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
td.empty { text-align: center; color: #888; }
.closing { margin-top: 12pt; font-size: 8.5pt; color: #444; word-break: break-all; }
</style></head><body>
<h1>${escape(office)} ${escape(monthLabel(r.month))}收费月度报表</h1>
<div class="sub">金额单位：元　打印时间：${escape(printedAt.toISOString().slice(0, 16).replace('T', ' '))}（UTC）</div>
${table(
  '合计',
  ['项目', '金额（元）/ 件数'],
  [
    ['收费件数', t.casesCharged],
    ['应收（本月受理）', yuan(t.grossFen)],
    ['减免', yuan(t.reductionsFen)],
    ['收款（已扣作废）', yuan(t.paymentsFen)],
    ['其中作废收款', yuan(t.cancelledFen)],
    ['退费', yuan(t.refundsFen)],
    ['净收入（收款 − 退费）', yuan(t.netFen)],
    ['其中代收代付', yuan(t.passThroughFen)],
    ['记账', yuan(t.onAccountFen)],
  ],
)}
${groups('按业务类别', r.byCategory)}
${groups('按公证事项', r.byItem)}
${groups('按公证员', r.byNotary)}
${table(
  '按收款方式',
  ['方式', ...FLOW_HEAD],
  r.byMethod.map((m) => [m.name, ...flowCells(m)]),
)}
${table(
  '按日',
  ['日期', ...FLOW_HEAD],
  r.byDay.filter((d) => d.paymentsFen || d.refundsFen).map((d) => [d.day, ...flowCells(d)]),
)}
${table(
  '应收账龄',
  ['账龄', '件数', '未收（元）'],
  r.ageing.map((a) => [a.name, a.cases, yuan(a.outstandingFen)]),
)}
${closing}
</body></html>`;
}

export async function monthReportPdf(db: Database, actor: Actor, month: string): Promise<{ fileName: string; bytes: Buffer }> {
  const report = await monthReport(db, actor, month);
  const [office] = await inTenant(db, actor.tenantId, (tx) => tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, actor.tenantId)));
  const bytes = await htmlToPdf(monthReportHtml(office?.name ?? '', report, new Date()));
  return { fileName: `月度报表-${month}.pdf`, bytes };
}
