import { ScanOutlined } from '@ant-design/icons';
import { FACE_METHODS, VERIFICATION_RESULTS, type FaceRecordRow } from '@notaria/contracts';
import { Button, DatePicker, Form, Image, Tag, Tooltip, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { PageProps } from '../../../lib/routes';
import { useListFilters } from '../../../components/list/use-paging';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { Access } from '../../../components/access';
import { fetchAllPages } from '../../../lib/export-xlsx';
import { ExportButton } from '../../../components/list/export-button';
import { parseTime } from '../../../utils/time';
import { getFacePage, useFacePage, type FaceFilters } from '../api/face-records';
import { VerifyDialog } from '../components/verify-dialog';
import { FACE_EXPORT_COLUMNS } from '../export-columns';
import { methodLabel, RESULT_COLOURS, resultLabel, roleLabel, toOptions } from '../labels';
import { SearchForm, TextFilter, SelectFilter } from '../../../components/list/search-form';

interface FilterValues {
  businessNumber?: string;
  partyName?: string;
  result?: FaceFilters['result'];
  method?: FaceFilters['method'];
  range?: [Dayjs | null, Dayjs | null] | null;
}

export const toFaceFilters = (v: FilterValues): FaceFilters => ({
  businessNumber: v.businessNumber?.trim() || undefined,
  partyName: v.partyName?.trim() || undefined,
  result: v.result || undefined,
  method: v.method || undefined,
  from: v.range?.[0]?.startOf('day').toISOString(),
  to: v.range?.[1]?.endOf('day').toISOString(),
});

/** 人脸识别: the office's identity verifications of case parties, and 核验 for those who may verify. */
export default function FaceRecognitionPage(_props: PageProps) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<FaceFilters, FilterValues>(toFaceFilters);
  const [verifying, setVerifying] = useState(false);
  const list = useFacePage({ current, size, ...filters });

  return (
    <ListCard
      title="人脸识别"
      query={list}
      wrap
      tools={
        <>
          <Tooltip title="按当前查询条件导出全部记录（Excel .xlsx）">
            <ExportButton
              noun="核验记录"
              fileName="人脸识别记录"
              label="导出"
              columns={FACE_EXPORT_COLUMNS}
              fetchAll={(progress) => fetchAllPages((c, s) => getFacePage({ ...filters, current: c, size: s }), progress)}
            />
          </Tooltip>
          <Access fn="faceRecognition">
            <Button type="primary" icon={<ScanOutlined />} onClick={() => setVerifying(true)}>
              核验
            </Button>
          </Access>
        </>
      }
    >
      <SearchForm name="faceSearch" onSearch={search}>
        <TextFilter name="businessNumber" label="业务编号" placeholder="可输入部分编号" width={190} />
        <TextFilter name="partyName" label="当事人" placeholder="姓名" width={120} />
        <SelectFilter name="result" label="结果" width={100} aria-label="结果" options={toOptions(VERIFICATION_RESULTS)} />
        <SelectFilter name="method" label="方式" width={100} aria-label="方式" options={toOptions(FACE_METHODS)} />
        <Form.Item name="range" label="核验日期">
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} style={{ width: 240 }} />
        </Form.Item>
      </SearchForm>
      <ListTable<FaceRecordRow>
        query={list}
        scroll={{ x: 1150 }}
        empty={filtered ? '没有符合条件的核验记录，请调整查询条件' : '还没有人脸识别记录：点击右上角“核验”，为业务当事人拍照并核验身份'}
        pagination={pagination}
        columns={[
          {
            title: '现场照片',
            dataIndex: 'photoUrl',
            width: 92,
            render: (v: string, r) =>
              v ? <Image src={v} width={48} height={48} alt={`${r.partyName}的现场照片`} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—',
          },
          { title: '业务编号', dataIndex: 'businessNumber', width: 170 },
          {
            title: '当事人',
            dataIndex: 'partyName',
            width: 150,
            render: (v: string, r) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {v}
                <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
                  {roleLabel(r.partyRole)}
                </Typography.Text>
              </span>
            ),
          },
          {
            title: '证件号码',
            dataIndex: 'subjectIdNo',
            width: 170,
            render: (v: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{v || '—'}</span>,
          },
          { title: '方式', dataIndex: 'method', width: 64, render: (v: string) => <Tag color={v === 'PROVIDER' ? 'blue' : 'default'}>{methodLabel(v)}</Tag> },
          { title: '结果', dataIndex: 'result', width: 76, render: (v: string) => <Tag color={RESULT_COLOURS[v]}>{resultLabel(v)}</Tag> },
          { title: '相似度', dataIndex: 'score', width: 80, align: 'right', render: (v: number | null) => (v === null ? '—' : v) },
          { title: '说明', key: 'note', ellipsis: true, render: (_, r) => r.note || r.message || '—' },
          { title: '核验人', dataIndex: 'verifierName', width: 80, render: (v: string) => v || '—' },
          { title: '核验时间', dataIndex: 'createdAt', width: 150, render: (v: string) => parseTime(new Date(v), '{y}-{m}-{d} {h}:{i}') },
        ]}
      />
      {verifying && <VerifyDialog onClose={() => setVerifying(false)} />}
    </ListCard>
  );
}
