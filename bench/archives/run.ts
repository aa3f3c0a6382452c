// The archive room's benchmark: the 档案包 download against zip, then 校验 of many volumes.
// Usage: npm run bench:archives [-- --mb 1024 --volumes 10000]
import { benchDownload } from './download.ts';
import { benchVerify } from './verify.ts';

const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const print = (title: string, rows: Record<string, string>) => {
  console.log(`\n${title}`);
  for (const [k, v] of Object.entries(rows)) console.log(`  ${k}：${v}`);
};

print('档案包下载', await benchDownload());
print('批量校验', await benchVerify(arg('volumes', 10_000)));
