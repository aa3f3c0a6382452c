import { MATERIAL_STATUSES, PARTY_ROLES, TRANSFER_STATUSES, type CaseDetail } from '@notaria/contracts';
import writeXlsxFile, { type SheetData } from 'write-excel-file/browser';
import { parseTime } from '../../utils/time';
import { ACTION_NAMES, statusName, timelineNote, VOLUME_TYPES } from '../../components/case-status';

type Cell = SheetData[number][number];
const WIDTH = 6;

const time = (v: string | null | undefined) => (v ? (parseTime(v, '{y}-{m}-{d} {h}:{i}') ?? '') : '');
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
const bold = (value: string): Cell => ({ value, fontWeight: 'bold' });
/** A row of `cells`, the last one stretched to the sheet's width. */
function row(cells: Cell[]): Cell[] {
  const out = [...cells];
  const last = out.length - 1;
  if (last >= 0 && out.length < WIDTH && out[last] && typeof out[last] === 'object') out[last] = { ...(out[last] as object), columnSpan: WIDTH - last } as Cell;
  while (out.length < WIDTH) out.push(null);
  return out;
}
const section = (title: string): Cell[][] => [row([null]), row([{ value: title, fontWeight: 'bold', fontSize: 12, backgroundColor: '#E6F4FF' }])];
const header = (titles: string[]) => row(titles.map(bold));
const values = (vs: unknown[]) => row(vs.map((v) => ({ value: text(v) })));

/** 业务摘要: one sheet a notary can print or file — particulars, items, parties, materials, fees, transfers and timeline. */
export function caseSummarySheet(d: CaseDetail, feeTypeName: (v: string) => string = (v) => v): SheetData {
  const pair = (a: string, av: unknown, b: string, bv: unknown, c?: string, cv?: unknown) =>
    row([bold(a), { value: text(av) }, bold(b), { value: text(bv) }, ...(c ? [bold(c), { value: text(cv) }] : [])]);
  const rows: Cell[][] = [
    row([{ value: `业务摘要 · ${d.businessNumber}`, fontWeight: 'bold', fontSize: 14 }]),
    row([{ value: `导出时间 ${parseTime(new Date(), '{y}-{m}-{d} {h}:{i}')}` }]),
    ...section('基本信息'),
    pair('业务编号', d.businessNumber, '状态', statusName(d.status), '承办公证员', d.handlerName),
    pair('用途', d.purpose, '使用地', d.useCountry, '译文语种', d.language),
    pair('份数', d.copies, '创建时间', time(d.createdAt), '受理时间', time(d.dates.acceptedAt)),
    pair('提交审批', time(d.dates.submittedAt), '审批时间', time(d.dates.approvedAt), '出证时间', time(d.dates.certifiedAt)),
    pair('送达时间', time(d.dates.deliveredAt), '归档时间', time(d.dates.archivedAt), '办理期限', d.deadline),
    ...(d.approvalOpinion ? [row([bold('审批意见'), { value: d.approvalOpinion }])] : []),
    ...(d.archiveNumber
      ? [
          pair(
            '档案号',
            d.archiveNumber,
            '卷别',
            VOLUME_TYPES[d.volumeType as keyof typeof VOLUME_TYPES] ?? d.volumeType,
            '保管期限',
            d.retentionYears === 0 ? '永久' : `${d.retentionYears} 年`,
          ),
        ]
      : []),
    ...section('公证事项'),
    header(['类别', '事项分组', '公证事项', '公证书编号']),
    ...d.items.map((i) => values([i.categoryName, i.parentItemName, i.itemName, i.certificateNumber || '审批通过后生成'])),
    ...section('当事人'),
    header(['角色', '类型', '名称', '证件号码 / 信用代码', '联系电话']),
    ...d.parties.map((p) =>
      values([
        PARTY_ROLES[p.role as keyof typeof PARTY_ROLES] ?? p.role,
        p.customerType === 'PERSONAL' ? '个人' : '机构',
        p.name,
        p.snapshot?.[p.customerType === 'PERSONAL' ? 'idNumber' : 'creditCode'],
        p.snapshot?.phone ?? p.snapshot?.contactPhone,
      ]),
    ),
    ...section('材料'),
    ...(d.materials.length
      ? [
          header(['材料名称', '类别', '原件已核验', '状态', '文件']),
          ...d.materials.map((m) =>
            values([
              m.name,
              m.kind,
              m.originalSeen ? '已核验' : '未核验',
              MATERIAL_STATUSES[m.status as keyof typeof MATERIAL_STATUSES] ?? m.status,
              m.fileUrl ? '已上传' : '无',
            ]),
          ),
        ]
      : [values(['没有登记材料'])]),
    ...section('收费'),
    ...(d.fees.length
      ? [
          header(['收费类型', '金额（元）', '说明']),
          ...d.fees.map((f) => row([{ value: feeTypeName(f.feeType) }, { value: f.amountFen / 100, format: '0.00' }, { value: text(f.note) }])),
        ]
      : [values(['没有收费项目'])]),
    row([bold('合计'), { value: d.feeTotalFen / 100, format: '0.00', fontWeight: 'bold' }, { value: d.feeConfirmed ? '收费已确认' : '收费未确认' }]),
    ...(d.transfers.length
      ? [
          ...section('转办记录'),
          header(['申请时间', '原承办公证员', '转办给', '原因', '状态', '审批意见']),
          ...d.transfers.map((t) =>
            values([time(t.requestedAt), t.fromName, t.toName, t.reason, TRANSFER_STATUSES[t.status as keyof typeof TRANSFER_STATUSES] ?? t.status, t.opinion]),
          ),
        ]
      : []),
    ...section('流转记录'),
    header(['时间', '操作', '操作人', '状态', '说明']),
    ...d.timeline.map((e) =>
      values([
        time(e.at),
        ACTION_NAMES[e.action] ?? e.action,
        e.actorName,
        e.fromStatus && e.fromStatus !== e.toStatus ? `${statusName(e.fromStatus)} → ${statusName(e.toStatus)}` : statusName(e.toStatus),
        timelineNote(e, feeTypeName),
      ]),
    ),
  ];
  return rows;
}

/** The summary as a real .xlsx, named `<业务编号>-业务摘要.xlsx`. */
export async function caseSummaryFile(d: CaseDetail, feeTypeName?: (v: string) => string): Promise<{ blob: Blob; fileName: string }> {
  const blob = await writeXlsxFile(caseSummarySheet(d, feeTypeName), {
    sheet: '业务摘要',
    columns: [16, 24, 16, 24, 16, 30].map((width) => ({ width })),
  }).toBlob();
  return { blob, fileName: `${d.businessNumber}-业务摘要.xlsx` };
}
