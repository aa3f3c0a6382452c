import { INTRO_LETTER_PURPOSE_LABELS, INTRO_LETTER_STATUS_LABELS, type IntroLetterRow } from '@notaria/contracts';
import { DatePicker, Form, Tag, Tooltip, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../components/list/export-button';
import { ListCard, ListTable } from '../../components/list/list-card';
import { LinkAction, RowActions } from '../../components/list/row-actions';
import { SearchForm, SelectFilter, TextFilter } from '../../components/list/search-form';
import { useListFilters } from '../../components/list/use-paging';
import { fetchAllPages, type ExportColumn } from '../../lib/export-xlsx';
import { parseTime } from '../../utils/time';
import { getLetterPage, printLetter, useLetterPage, type LetterFilters, type LetterScope } from './api';
import { PURPOSE_OPTIONS, STATUS_COLORS, STATUS_OPTIONS } from './labels';
import { VoidDialog } from './void-dialog';

interface FilterValues extends Omit<LetterFilters, 'from' | 'to'> {
  range?: [Dayjs | null, Dayjs | null] | null;
}
const toFilters = ({ range, letterNo, destination, applicant, ...rest }: FilterValues): LetterFilters => ({
  ...rest,
  letterNo: letterNo?.trim() || undefined,
  destination: destination?.trim() || undefined,
  applicant: applicant?.trim() || undefined,
  from: range?.[0]?.format('YYYY-MM-DD'),
  to: range?.[1]?.format('YYYY-MM-DD'),
});

const day = (t: string | null) => parseTime(t, '{y}-{m}-{d}') ?? '';
const personNames = (r: IntroLetterRow) => r.persons.map((p) => p.name).join('、');

const EXPORT_COLUMNS: ExportColumn<IntroLetterRow>[] = [
  { title: '介绍信编号', value: (r) => r.letterNo, width: 24 },
  { title: '状态', value: (r) => INTRO_LETTER_STATUS_LABELS[r.status], width: 8 },
  { title: '前往单位', value: (r) => r.destination, width: 26 },
  { title: '人员', value: personNames, width: 18 },
  { title: '人数', value: (r) => r.persons.length, width: 6 },
  { title: '事由类别', value: (r) => INTRO_LETTER_PURPOSE_LABELS[r.purpose], width: 10 },
  { title: '具体事项', value: (r) => r.matter, width: 30 },
  { title: '核实不足二人', value: (r) => (r.fewPersons ? '是' : ''), width: 10 },
  { title: '关联业务', value: (r) => r.caseNumber, width: 18 },
  { title: '申请人', value: (r) => r.applicantName, width: 10 },
  { title: '申请日期', value: (r) => day(r.createdAt), width: 12 },
  { title: '批准人', value: (r) => r.approverName, width: 10 },
  { title: '开具日期', value: (r) => day(r.issuedAt), width: 12 },
  { title: '有效期至', value: (r) => r.validUntil ?? '', width: 12 },
  { title: '作废原因', value: (r) => r.voidReason, width: 24 },
  { title: '作废人', value: (r) => r.voidedByName, width: 10 },
  { title: '作废时间', value: (r) => parseTime(r.voidedAt, '{y}-{m}-{d} {h}:{i}') ?? '', width: 18 },
];

/** 状态 with the void's reason (or the two-person warning) beside it. */
function StatusCell({ r }: { r: IntroLetterRow }) {
  const tag = <Tag color={STATUS_COLORS[r.status]}>{INTRO_LETTER_STATUS_LABELS[r.status]}</Tag>;
  return r.status === 'VOIDED' ? (
    <Tooltip title={`${r.voidedByName} 于 ${parseTime(r.voidedAt, '{y}-{m}-{d} {h}:{i}')} 作废`}>
      {tag}
      <Typography.Text type="secondary">{r.voidReason}</Typography.Text>
    </Tooltip>
  ) : (
    tag
  );
}

/** A list of letters: the user's own, or the office's with the applicant column and export. */
export function LetterList({ scope, title, tools }: { scope: LetterScope; title: string; tools?: ReactNode }) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<LetterFilters, FilterValues>(toFilters);
  const list = useLetterPage(scope, { current, size, ...filters });
  const [voiding, setVoiding] = useState<IntroLetterRow | null>(null);
  const [printing, setPrinting] = useState<number | null>(null);
  const navigate = useNavigate();
  const office = scope === 'office';

  const print = async (r: IntroLetterRow) => {
    setPrinting(r.id);
    try {
      await printLetter(r.id, r.letterNo);
    } catch {
      // The request layer has shown why (e.g. the server cannot print PDFs).
    } finally {
      setPrinting(null);
    }
  };

  return (
    <ListCard
      title={title}
      query={list}
      wrap
      tools={
        <>
          <ExportButton<IntroLetterRow>
            noun="介绍信"
            measure="封"
            columns={EXPORT_COLUMNS}
            fetchAll={(progress) => fetchAllPages((c, s) => getLetterPage(scope, { ...filters, current: c, size: s }), progress)}
          />
          {tools}
        </>
      }
    >
      <SearchForm<FilterValues> name={`introLetterSearch-${scope}`} onSearch={search}>
        <TextFilter name="letterNo" label="编号" placeholder="介绍信编号" width={150} />
        <TextFilter name="destination" label="前往单位" width={150} />
        {office && <TextFilter name="applicant" label="申请人" width={100} />}
        <SelectFilter name="status" label="状态" aria-label="状态" width={100} options={STATUS_OPTIONS} />
        <SelectFilter name="purpose" label="事由" aria-label="事由类别" width={110} options={PURPOSE_OPTIONS} />
        <Form.Item name="range" label="申请日期">
          <DatePicker.RangePicker aria-label="申请日期" style={{ width: 240 }} />
        </Form.Item>
      </SearchForm>
      <ListTable<IntroLetterRow>
        query={list}
        scroll={{ x: office ? 1500 : 1380 }}
        empty={filtered ? '没有符合条件的介绍信，请调整查询条件' : office ? '本处还没有介绍信' : '您还没有申请过介绍信，点击“申请介绍信”开始'}
        pagination={pagination}
        columns={[
          {
            title: '介绍信编号',
            dataIndex: 'letterNo',
            width: 210,
            fixed: 'left',
            render: (v: string) => (v ? <span style={{ whiteSpace: 'nowrap' }}>{v}</span> : <Typography.Text type="secondary">审批后编号</Typography.Text>),
          },
          { title: '状态', key: 'status', width: 200, render: (_, r) => <StatusCell r={r} /> },
          { title: '前往单位', dataIndex: 'destination', width: 180, ellipsis: true },
          {
            title: '人员',
            key: 'persons',
            width: 170,
            render: (_, r) => (
              <>
                {personNames(r)}（{r.persons.length}人）
                {r.fewPersons && (
                  <Tooltip title="核实一般应由二人进行；只派一人的，仅限简单核实">
                    <Tag color="warning" style={{ marginInlineStart: 4 }}>
                      不足二人
                    </Tag>
                  </Tooltip>
                )}
              </>
            ),
          },
          { title: '事由', key: 'purpose', width: 200, ellipsis: true, render: (_, r) => `${INTRO_LETTER_PURPOSE_LABELS[r.purpose]}：${r.matter}` },
          ...(office ? [{ title: '申请人', dataIndex: 'applicantName', width: 90 }] : []),
          { title: '有效期至', key: 'validUntil', width: 110, render: (_, r) => r.validUntil ?? `${r.validDays} 天` },
          { title: '关联业务', dataIndex: 'caseNumber', width: 150, render: (v: string) => v || '—' },
          { title: '申请日期', dataIndex: 'createdAt', width: 110, render: day },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            fixed: 'right',
            render: (_, r) => (
              <RowActions>
                <LinkAction disabledReason={r.status === 'APPROVED' ? undefined : '只有已开具的介绍信可以打印'} onClick={() => void print(r)}>
                  {printing === r.id ? '生成中…' : '打印'}
                </LinkAction>
                <LinkAction danger disabledReason={r.status === 'APPROVED' ? undefined : '只有已开具的介绍信可以作废'} onClick={() => setVoiding(r)}>
                  作废
                </LinkAction>
                {r.approvalId && <LinkAction onClick={() => void navigate(`/oa/approve?id=${r.approvalId}`)}>审批记录</LinkAction>}
              </RowActions>
            ),
          },
        ]}
      />
      {voiding && <VoidDialog letter={voiding} onClose={() => setVoiding(null)} />}
    </ListCard>
  );
}
