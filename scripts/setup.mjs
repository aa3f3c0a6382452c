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

/** Compiles the server (apps/server/build.mjs) when its sources (or the packages it uses) are newer than the last build. */
export function ensureServerBuilt() {
  const built = join(root, 'apps/server/dist/server.js');
  const sources = ['apps/server/src', 'packages'].map((p) => newestMtime(join(root, p)));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  console.log('▶ 编译服务端…');
  run('node', ['build.mjs'], { cwd: join(root, 'apps/server') });
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const chromiumPresent = () => (process.env.CHROMIUM_PATH ? existsSync(process.env.CHROMIUM_PATH) : existsSync('/usr/bin/chromium') || has('chromium'));
const cjkFontPresent = () => has('fc-list') && spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout.trim() !== '';
const ffmpegPresent = () => (process.env.FFMPEG_PATH ? existsSync(process.env.FFMPEG_PATH) : has('ffmpeg'));
const popplerPresent = () => ['pdftotext', 'pdffonts', 'pdfinfo', 'pdfimages', 'pdfdetach'].every(has);

/**
 * The Debian packages the server needs for PDF (Chromium and a CJK font), ffmpeg for the video of a 网页取证 and, for
 * `npm test`, poppler-utils, whose pdftotext/pdffonts/pdfinfo read the PDFs the tests print. Installed with apt-get when running as root; otherwise
 * the exact command is printed and the start goes on (PDF export then says it is unavailable).
 */
export function ensureSystemPackages({ forTests = false } = {}) {
  const missing = [
    ...(chromiumPresent() ? [] : ['chromium']),
    ...(cjkFontPresent() ? [] : ['fonts-wqy-zenhei']),
    ...(ffmpegPresent() ? [] : ['ffmpeg']),
    ...(forTests && !popplerPresent() ? ['poppler-utils'] : []),
  ];
  if (missing.length === 0) return;
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log(`▶ 安装系统软件包：${missing.join(' ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok = [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...missing],
    ].every((args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0);
    if (ok) return;
    console.warn(`⚠ 系统软件包安装失败，请手动运行：${command}`);
    return;
  }
  console.warn(`⚠ 缺少系统软件包：${missing.join(' ')}。请以 root 运行：${command}`);
  console.warn(forTests ? '  （PDF 相关的测试将失败）' : '  （在安装之前，文书的 PDF 导出不可用，其余功能照常）');
}
