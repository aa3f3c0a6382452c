// npm run lint: ESLint (import zones, cycles, file names, unused code), knip (unused files, exports and
// dependencies) and Prettier's format check, side by side. Every step runs even when another one fails.
import { fileURLToPath } from 'node:url';
import { runConcurrently } from './checks.mjs';

export const LINT_STEPS = [
  {
    heading: '▶ 代码检查（ESLint）',
    command: 'npx',
    args: ['eslint', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'],
  },
  { heading: '▶ 未使用的文件、导出与依赖（knip）', command: 'npx', args: ['knip', '--no-progress'] },
  { heading: '▶ 格式检查（Prettier）', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failed = await runConcurrently(LINT_STEPS);
  if (failed.length) {
    console.error(`\n✖ 未通过：${failed.join('、')}`);
    process.exit(1);
  }
}
