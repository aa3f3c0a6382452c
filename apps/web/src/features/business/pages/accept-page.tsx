import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import type { PageProps } from '../../../lib/routes';
import { Access } from '../../../components/access';
import { CaseList } from '../components/case-list';
import { CreateCaseWizard } from '../components/create-case-wizard';

/** 受理: every case, the create wizard and the acceptance-side actions. */
export default function AcceptPage(_props: PageProps) {
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = useCallback(() => setOpenId(null), []);
  return (
    <>
      <CaseList
        title="受理"
        path="/business/accept"
        exportName="业务受理"
        offered={['accept', 'submitReview', 'specialFlowLaunch', 'issue', 'send', 'closeSuspended', 'archive']}
        more
        openId={openId}
        onOpened={opened}
        toolbar={
          <Access fn="create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              新建业务
            </Button>
          </Access>
        }
      />
      <CreateCaseWizard open={creating} onClose={() => setCreating(false)} onCreated={(d) => setOpenId(d.id)} />
    </>
  );
}
