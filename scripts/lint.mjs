// npm run lint: ESLint (import zones, cycles, file names, unused code), knip (unused files, exports and
// dependencies), then Prettier's format check. Every step runs even when an earlier one fails.
import { spawnSync } from 'node:child_process';
import { root } from './setup.mjs';

const steps = [
  { heading: '▶ 代码检查（ESLint）…', args: ['eslint', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'] },
  { heading: '▶ 未使用的文件、导出与依赖（knip）…', args: ['knip', '--no-progress'] },
  { heading: '▶ 格式检查（Prettier）…', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
];

const failed = [];
for (const { heading, args } of steps) {
  console.log(heading);
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed.push(args[0]);
}
if (failed.length) {
  console.error(`\n✖ ${failed.join('、')} 未通过`);
  process.exit(1);
}
