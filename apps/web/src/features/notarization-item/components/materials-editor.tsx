import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { RequiredMaterial } from '@notaria/contracts';
import { Button, Checkbox, Empty, Input } from 'antd';
import styles from './item.module.css';

interface Props {
  value?: RequiredMaterial[];
  onChange?: (v: RequiredMaterial[]) => void;
}

/** The Chinese problem of the list, or null. */
export function materialsProblem(list: RequiredMaterial[]): string | null {
  const i = list.findIndex((m) => !m.name.trim());
  if (i >= 0) return `请填写第 ${i + 1} 项材料的名称，或删除该行`;
  const seen = new Set<string>();
  for (const m of list) {
    const n = m.name.trim();
    if (seen.has(n)) return `材料“${n}”重复，请合并或删除`;
    seen.add(n);
  }
  return null;
}

/** 所需材料: rows of name, required and note that can be added, removed and moved up or down. */
export function MaterialsEditor({ value = [], onChange }: Props) {
  const set = (list: RequiredMaterial[]) => onChange?.(list);
  const patch = (i: number, p: Partial<RequiredMaterial>) => set(value.map((m, j) => (j === i ? { ...m, ...p } : m)));
  const move = (i: number, to: number) => {
    const list = [...value];
    const [m] = list.splice(i, 1);
    list.splice(to, 0, m);
    set(list);
  };

  return (
    <div>
      {value.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有材料，点击下方“添加材料”逐项列出申请人须提交的材料" style={{ margin: '8px 0' }} />
      )}
      {value.map((m, i) => (
        <div className={styles.materialRow} key={i} data-testid="material-row">
          <span className={styles.materialIndex}>{i + 1}</span>
          <Input
            aria-label={`第 ${i + 1} 项材料名称`}
            placeholder="材料名称，如：申请人身份证"
            maxLength={64}
            value={m.name}
            onChange={(e) => patch(i, { name: e.target.value })}
            style={{ flex: 2 }}
          />
          <Checkbox aria-label={`第 ${i + 1} 项必须提供`} checked={m.required} onChange={(e) => patch(i, { required: e.target.checked })}>
            必须提供
          </Checkbox>
          <Input
            aria-label={`第 ${i + 1} 项说明`}
            placeholder="说明（选填），如：原件及复印件"
            maxLength={200}
            value={m.note ?? ''}
            onChange={(e) => patch(i, { note: e.target.value })}
            style={{ flex: 3 }}
          />
          <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移第 ${i + 1} 项`} disabled={i === 0} onClick={() => move(i, i - 1)} />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`下移第 ${i + 1} 项`}
            disabled={i === value.length - 1}
            onClick={() => move(i, i + 1)}
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除第 ${i + 1} 项`}
            onClick={() => set(value.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button type="dashed" block icon={<PlusOutlined />} disabled={value.length >= 50} onClick={() => set([...value, { name: '', required: true, note: '' }])}>
        添加材料
      </Button>
    </div>
  );
}
