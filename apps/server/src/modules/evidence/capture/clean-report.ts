import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { release } from 'node:os';

// SF/T 0091 清洁性检查: what the capture environment was before the page was opened, written as a JSON artefact.
// Each check says what was looked at and what was found; `clean` holds only when every check passed.

export const PROXY_VARIABLES = ['HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'FTP_PROXY', 'http_proxy', 'https_proxy', 'all_proxy', 'ftp_proxy'];

export interface CleanCheck {
  item: string;
  ok: boolean;
  detail: string;
}

/** The local clock against the time the office's timestamp authority put in a token over a fresh nonce. */
export interface ClockCheck {
  tsaName: string;
  tsaGenTime: string | null;
  localTime: string;
  offsetMs: number | null;
  error: string;
}

export interface CleanReport {
  title: '取证环境清洁性检查报告';
  standard: 'SF/T 0091-2021';
  checkedAt: string;
  clean: boolean;
  checks: CleanCheck[];
  environment: {
    userDataDir: string;
    launchArgs: string[];
    chromiumVersion: string;
    userAgent: string;
    playwrightVersion: string;
    nodeVersion: string;
    osRelease: string;
    proxyVariables: Record<string, string>;
    resolvConfSha256: string;
    hostsSha256: string;
  };
  clock: ClockCheck;
  blankPage: { url: string; screenshotSha256: string; screenshotPngBase64: string };
}

/** Clocks further apart than this fail the check. */
export const CLOCK_TOLERANCE_MS = 2_000;

export const playwrightVersion = (): string => (createRequire(import.meta.url)('playwright-core/package.json') as { version: string }).version;

/** SHA-256 of a system file, or a note that it could not be read. */
export async function fileSha256(path: string): Promise<string> {
  try {
    return createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  } catch (e) {
    return `无法读取（${(e as NodeJS.ErrnoException).code ?? 'ERROR'}）`;
  }
}

export function proxyVariables(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(PROXY_VARIABLES.map((name) => [name, env[name] ?? '']));
}

/** A random value to timestamp: the token proves the authority's time, over nothing of the evidence. */
export const clockNonce = () => createHash('sha256').update(randomBytes(32)).digest('hex');

export interface ReportFacts {
  userDataDir: string;
  /** Entries found in the profile directory before the browser started (must be none). */
  profileEntriesBefore: number;
  /** Extensions the browser reported once started. */
  extensionDirs: number;
  launchArgs: string[];
  chromiumVersion: string;
  userAgent: string;
  clock: ClockCheck;
  blankUrl: string;
  blankPng: Buffer;
}

export async function cleanReport(f: ReportFacts, env: NodeJS.ProcessEnv = process.env): Promise<CleanReport> {
  const proxies = proxyVariables(env);
  const setProxies = Object.entries(proxies).filter(([, v]) => v !== '');
  const [resolvConfSha256, hostsSha256] = await Promise.all([fileSha256('/etc/resolv.conf'), fileSha256('/etc/hosts')]);
  const clockOk = f.clock.offsetMs !== null && Math.abs(f.clock.offsetMs) <= CLOCK_TOLERANCE_MS;
  const checks: CleanCheck[] = [
    {
      item: '全新的浏览器用户目录',
      ok: f.profileEntriesBefore === 0,
      detail: `${f.userDataDir}（启动前含 ${f.profileEntriesBefore} 个文件，取证后删除）`,
    },
    {
      item: '未加载浏览器扩展',
      ok: f.extensionDirs === 0 && f.launchArgs.includes('--disable-extensions'),
      detail: `扩展目录 ${f.extensionDirs} 个；启动参数含 --disable-extensions`,
    },
    {
      item: '未设置代理',
      ok: setProxies.length === 0 && f.launchArgs.includes('--no-proxy-server'),
      detail: setProxies.length ? `已设置：${setProxies.map(([k]) => k).join('、')}` : '代理环境变量均为空；浏览器以 --no-proxy-server 启动',
    },
    { item: '域名解析与 hosts 文件', ok: true, detail: `resolv.conf SHA-256 ${resolvConfSha256}；hosts SHA-256 ${hostsSha256}` },
    {
      item: '本机时间与时间戳机构一致',
      ok: clockOk,
      detail: f.clock.error
        ? `未能取得时间戳：${f.clock.error}`
        : `偏差 ${f.clock.offsetMs} 毫秒（允许 ±${CLOCK_TOLERANCE_MS} 毫秒），时间戳机构：${f.clock.tsaName}`,
    },
    { item: '先打开空白页', ok: f.blankUrl === 'about:blank', detail: `${f.blankUrl}，截图已附` },
  ];
  return {
    title: '取证环境清洁性检查报告',
    standard: 'SF/T 0091-2021',
    checkedAt: new Date().toISOString(),
    clean: checks.every((c) => c.ok),
    checks,
    environment: {
      userDataDir: f.userDataDir,
      launchArgs: f.launchArgs,
      chromiumVersion: f.chromiumVersion,
      userAgent: f.userAgent,
      playwrightVersion: playwrightVersion(),
      nodeVersion: process.version,
      osRelease: release(),
      proxyVariables: proxies,
      resolvConfSha256,
      hostsSha256,
    },
    clock: f.clock,
    blankPage: {
      url: f.blankUrl,
      screenshotSha256: createHash('sha256').update(f.blankPng).digest('hex'),
      screenshotPngBase64: f.blankPng.toString('base64'),
    },
  };
}
