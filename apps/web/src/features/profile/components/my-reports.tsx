import { VERIFICATION_KINDS, VERIFICATION_RESULTS, type VerificationReport } from '@notaria/contracts';
import { Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { parseTime } from '../../../utils/time';
import { useMyReports } from '../api/get-my-reports';

const RESULT_COLOURS: Record<string, string> = { PASS: 'green', FAIL: 'red', PENDING: 'orange' };
const label = (map: Record<string, string>, key: string) => map[key] ?? key;

/** 我的核验报告: the identity and evidence verifications the signed-in user carried out. */
export function MyReports() {
  const [current, setCurrent] = useState(1);
  const { data, isFetching } = useMyReports({ current, size: 5 }, true);
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5} style={{ marginBottom: 8 }}>
        我的核验报告
      </Typography.Title>
      <Table<VerificationReport>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: '暂无核验报告：在业务中完成身份核验或人脸识别后，报告会出现在这里' }}
        pagination={{ current, pageSize: 5, total: data?.total ?? 0, onChange: setCurrent, showTotal: (t) => `共 ${t} 份`, hideOnSinglePage: true }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 150, render: (v: string) => parseTime(new Date(v), '{y}-{m}-{d} {h}:{i}') },
          { title: '类型', dataIndex: 'kind', width: 90, render: (v: string) => label(VERIFICATION_KINDS, v) },
          { title: '核验对象', dataIndex: 'subjectName', render: (v: string, r) => `${v}${r.subjectIdNo ? `（${r.subjectIdNo}）` : ''}` },
          { title: '结果', dataIndex: 'result', width: 80, render: (v: string) => <Tag color={RESULT_COLOURS[v]}>{label(VERIFICATION_RESULTS, v)}</Tag> },
          {
            title: '报告',
            dataIndex: 'reportUrl',
            width: 60,
            render: (v: string) =>
              v ? (
                <a href={v} target="_blank" rel="noreferrer">
                  查看
                </a>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </div>
  );
}
