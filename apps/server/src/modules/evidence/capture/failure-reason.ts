// A capture's failure as the operator reads it: what happened in Chinese, then the browser's own words.

const KNOWN: [RegExp, string][] = [
  [/ERR_NAME_NOT_RESOLVED/, '域名无法解析'],
  [/ERR_CONNECTION_REFUSED/, '网站拒绝连接'],
  [/ERR_CONNECTION_(RESET|CLOSED)/, '连接被网站中断'],
  [/ERR_ADDRESS_UNREACHABLE|ERR_INTERNET_DISCONNECTED|ERR_NETWORK_UNREACHABLE/, '网络不可达'],
  [/ERR_CERT_|ERR_SSL_/, '网站证书或加密连接无效'],
  [/ERR_TOO_MANY_REDIRECTS/, '网址重定向次数过多'],
  [/ERR_ABORTED/, '页面加载被中止'],
  [/Timeout .*exceeded|timed? ?out/i, '打开网页超时'],
  [/Target (page, context or browser )?(has been )?closed|browser has been closed/i, '浏览器意外关闭'],
];

export function failureReason(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  if (/[\u4e00-\u9fff]/.test(message.split('\n')[0] ?? '')) return message.split('\n')[0]!.slice(0, 400);
  const known = KNOWN.find(([re]) => re.test(message))?.[1] ?? '浏览器出错';
  const detail = (message.split('\n')[0] ?? '').replace(/\s+/g, ' ').trim().slice(0, 300);
  return `网页取证失败：${known}${detail ? `（${detail}）` : ''}`;
}
