// npm test: install what is missing, then type-check, lint, run every unit and API test, and the browser journeys.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runConcurrently } from './checks.mjs';
import { LINT_STEPS } from './lint.mjs';
import { ensureInstalled, ensureSystemPackages, ensureWebBuilt, root, run } from './setup.mjs';

ensureInstalled();
ensureSystemPackages({ forTests: true });

const workspaces = [
  'packages/contracts',
  'packages/form-core',
  'packages/form-render',
  'packages/form-designer',
  'packages/documents',
  'apps/server',
  'apps/web',
  'apps/e2e',
];
console.log('▶ 类型检查与代码检查…');
const typechecks = workspaces
  .filter((ws) => existsSync(join(root, ws, 'tsconfig.json')))
  .map((ws) => ({ heading: `▶ 类型检查 ${ws}`, command: 'npx', args: ['tsc', '-p', ws] }));
const failedChecks = await runConcurrently([...LINT_STEPS, ...typechecks]);
if (failedChecks.length) {
  console.error(`\n✖ 未通过：${failedChecks.join('、')}`);
  process.exit(1);
}

console.log(`▶ 单元与接口测试（数据库：${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}）…`);
run('npx', ['vitest', 'run']);
if (process.env.DATABASE_URL) {
  console.log('▶ 接口测试再在内嵌 PGlite 上运行一遍…');
  const { DATABASE_URL: _omit, ...env } = process.env;
  run('npx', ['vitest', 'run', '--project', 'server', '--project', 'server-isolated'], { env });
}

ensureWebBuilt();
console.log('▶ 浏览器旅程测试（Chromium）…');
run('node', ['apps/e2e/run.mjs']);
