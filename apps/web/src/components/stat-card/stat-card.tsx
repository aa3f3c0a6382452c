import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';
import styles from './stat-card.module.css';

export interface StatCardProps {
  title: string;
  value: number;
  /** Measure word after the number: 人, 个, 件. */
  suffix?: string;
  icon: ReactNode;
  /** The icon's colour; its tile is the same colour, faint. */
  color: string;
  /** One line under the figure that says what it counts. */
  note: string;
  'data-testid'?: string;
}

/** A figure with its icon and a note, as on the 工作台 and 业务统计 pages. */
export function StatCard({ title, value, suffix, icon, color, note, 'data-testid': testId }: StatCardProps) {
  return (
    <Card className={styles.card} data-testid={testId}>
      <div className={styles.row}>
        <span className={styles.icon} style={{ color, background: `${color}14` }}>
          {icon}
        </span>
        <Statistic title={title} value={value} suffix={suffix} />
      </div>
      <div className={styles.note}>{note}</div>
    </Card>
  );
}
