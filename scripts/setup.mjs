// Shared by `npm start` and `npm test`: install what is missing and build what is stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} 失败（退出码 ${result.status ?? result.signal}）`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** npm ci when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules/.package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs) return;
  console.log('▶ 安装依赖（npm ci）…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Builds the web app when its sources (or the packages it uses) are newer than the last build. */
export function ensureWebBuilt() {
  const built = join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web', 'packages'].map((p) => newestMtime(join(root, p)));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  console.log('▶ 构建前端…');
  run('npm', ['run', 'build', '--workspace', '@notaria/web']);
}
