import type { VoteCount } from '@notaria/contracts';
import { Progress } from 'antd';

/** A horizontal bar per option: its votes and its share of the ballots cast. */
export function CountBars({ counts, cast }: { counts: VoteCount[]; cast: number }) {
  return (
    <div
      role="list"
      aria-label="票数"
      style={{ display: 'grid', gridTemplateColumns: 'minmax(80px, max-content) 1fr 64px', gap: '8px 12px', alignItems: 'center' }}
    >
      {counts.map((c) => (
        <div role="listitem" key={c.key} aria-label={`${c.label} ${c.count} 票`} style={{ display: 'contents' }}>
          <span>{c.label}</span>
          <Progress
            percent={cast ? Math.round((c.count / cast) * 100) : 0}
            showInfo={false}
            strokeColor={c.key === 'AGAINST' ? '#ff4d4f' : c.key === 'ABSTAIN' ? '#bfbfbf' : undefined}
          />
          <span style={{ textAlign: 'right' }}>{c.count} 票</span>
        </div>
      ))}
    </div>
  );
}
