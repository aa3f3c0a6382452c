import { Form, Switch } from 'antd';
import { FeeListEditor } from '../fee-editor';

/** 收费: the fees the items ask for, and whether they are confirmed. */
export function FeesStep() {
  return (
    <>
      <FeeListEditor emptyText="所选事项没有固定收费，可自行添加" />
      <Form.Item name="feeConfirmed" label="收费已确认" valuePropName="checked" style={{ marginTop: 16 }} extra="提交审批前须确认收费">
        <Switch checkedChildren="已确认" unCheckedChildren="未确认" aria-label="收费已确认" />
      </Form.Item>
    </>
  );
}
