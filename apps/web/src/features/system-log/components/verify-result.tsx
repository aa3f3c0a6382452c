import type { OperateLogVerify } from '@notaria/contracts';
import { Button, Result } from 'antd';

/** The outcome of 校验完整性: the chain intact, or the first entry that breaks it. */
export function VerifyResult({ result, onShowEntry }: { result: OperateLogVerify; onShowEntry?: (id: number) => void }) {
  if (result.ok || !result.firstBroken) {
    return (
      <Result
        status="success"
        title="操作日志完整，未发现篡改"
        subTitle={result.checked > 0 ? `已逐条校验 ${result.checked} 条日志，哈希链首尾相接。` : '本机构还没有操作日志。'}
      />
    );
  }
  const { id, reason } = result.firstBroken;
  return (
    <Result
      status="error"
      title={`日志链在第 ${id} 号记录处断开`}
      subTitle={`原因：${reason}。已校验 ${result.checked} 条；自该条起的记录可能被改动或删除，请保留现场并联系系统管理员。`}
      extra={
        onShowEntry && (
          <Button type="primary" danger onClick={() => onShowEntry(id)}>
            查看第 {id} 号记录
          </Button>
        )
      }
    />
  );
}
