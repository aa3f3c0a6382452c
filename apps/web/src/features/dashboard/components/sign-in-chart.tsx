import styles from './dashboard.module.css';

const W = 560;
const H = 200;
const PAD = { top: 20, right: 12, bottom: 28, left: 32 };

/** A small bar chart in plain SVG: one bar per day, oldest first. */
export function SignInChart({ days }: { days: { date: string; count: number }[] }) {
  if (!days.length) return <div className={styles.muted}>暂无登录记录</div>;
  const max = Math.max(1, ...days.map((d) => d.count));
  const step = Math.max(1, Math.ceil(max / 4));
  const top = step * 4;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / days.length;
  const barW = Math.min(36, slot * 0.55);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const total = days.reduce((s, d) => s + d.count, 0);

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`近 7 日共登录 ${total} 次`} width="100%">
        {[0, 1, 2, 3, 4].map((i) => (
          <g key={i}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(i * step)} y2={y(i * step)} stroke="#f0f0f0" />
            <text x={PAD.left - 6} y={y(i * step) + 4} textAnchor="end" fontSize="11" style={{ fill: 'var(--ant-color-text-tertiary)' }}>
              {i * step}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const cx = PAD.left + slot * i + slot / 2;
          return (
            <g key={d.date}>
              <rect x={cx - barW / 2} y={y(d.count)} width={barW} height={Math.max(0, y(0) - y(d.count))} rx={3} fill="#1890ff">
                <title>{`${d.date}：${d.count} 次`}</title>
              </rect>
              <text x={cx} y={y(d.count) - 5} textAnchor="middle" fontSize="11" fill="#595959">
                {d.count}
              </text>
              <text x={cx} y={H - 8} textAnchor="middle" fontSize="11" style={{ fill: 'var(--ant-color-text-tertiary)' }}>
                {d.date.slice(5)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.muted}>近 7 日本机构共登录 {total} 次</figcaption>
    </figure>
  );
}
