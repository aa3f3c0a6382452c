import type { CaseRow } from '@notaria/contracts';
import { Tabs, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { PageProps } from '../../../lib/routes';
import { Access, useAccess } from '../../../components/access';
import { useCase } from '../api/cases';
import { OneLine } from '../../../components/list/table-layout';
import { approvalStepText } from '../components/approval-progress';
import { CaseList } from '../components/case-list';
import { TransferApprovalList } from '../components/transfer-approval-list';
import { RealEstateQueryButton } from '../real-estate-query/components/real-estate-query-button';

const AWAITING_ME = { awaitingMe: true };
const STEP_COLUMN: TableColumnsType<CaseRow> = [
  {
    title: '审批步骤',
    key: 'approvalStep',
    width: 170,
    render: (_: unknown, r: CaseRow) => (r.approval ? <OneLine title={approvalStepText(r.approval)}>{approvalStepText(r.approval)}</OneLine> : '审批'),
  },
];

/** 审批: 公证审批 (WAIT_APPROVE), 特殊流程审批 (SPECIAL_PENDING) and 转办审批 (transfer requests). */
export default function ApprovePage(_props: PageProps) {
  const { can } = useAccess();
  const tabs = [
    ...(can('notarization') || !can('special')
      ? [
          {
            key: 'notarization',
            label: '公证审批',
            children: (
              <CaseList
                title="待审批业务"
                path="/business/approve"
                exportName="公证审批"
                statuses={['WAIT_APPROVE']}
                offered={['approve', 'reject']}
                // Only the cases whose current approval step this user decides (the office's 公证业务审批 flow).
                fixed={AWAITING_ME}
                extraColumns={STEP_COLUMN}
              />
            ),
          },
        ]
      : []),
    ...(can('special')
      ? [
          {
            key: 'special',
            label: '特殊流程审批',
            children: (
              <CaseList
                title="特殊流程审批"
                path="/business/approve"
                exportName="特殊流程审批"
                statuses={['SPECIAL_PENDING']}
                offered={['approveSpecial', 'rejectSpecial']}
              />
            ),
          },
          { key: 'transfer', label: '转办审批', children: <TransferApprovalList /> },
        ]
      : []),
  ];
  const [active, setActive] = useState(tabs[0]?.key);
  // ?id= (a notice's 去审批, a to-do row) opens the case in the tab that lists it.
  const location = useLocation();
  const linkedId = Number(new URLSearchParams(location.search).get('id')) || null;
  const linked = useCase(linkedId);
  const status = linked.data?.status;
  const transferPending = !!linked.data?.transfers.some((t) => t.status === 'PENDING');
  useEffect(() => {
    if (!status) return;
    const want = status === 'WAIT_APPROVE' ? 'notarization' : status === 'SPECIAL_PENDING' ? 'special' : transferPending ? 'transfer' : null;
    if (want && tabs.some((t) => t.key === want)) setActive(want);
    // Only when the linked case changes; the user's own tab choice stays afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedId, status, transferPending]);
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={tabs}
      destroyOnHidden
      // 不动产查询 sits beside the tab bar rather than in it (tabBarExtraContent): a tab list may hold only tabs.
      renderTabBar={(props, DefaultTabBar) => (
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16 }}>
          <DefaultTabBar {...props} style={{ flex: 1, minWidth: 0 }} />
          <Access fn="realEstateQuery">
            <div style={{ paddingTop: 7 }}>
              <RealEstateQueryButton />
            </div>
          </Access>
        </div>
      )}
    />
  );
}
