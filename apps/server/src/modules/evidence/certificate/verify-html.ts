/** What the offline page compares dropped files against: the sealed manifest and the package's other files. */
export interface VerifyPageInput {
  evidenceNo: string;
  /** The sealed manifest as hashed (its metadata lists every artefact with its hashes). */
  manifest: Record<string, unknown>;
  manifestSha256: string;
  sealedAt: string | null;
  timestamp: { genTime: string; serial: string; tsaName: string } | null;
  certificateSha256: string;
}

/** JSON safe inside a <script> element. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Runs in the reader's browser, opened from disk: no network, SHA-256 by WebCrypto over each dropped file.
const SCRIPT = `
const data = JSON.parse(document.getElementById('evidence-data').textContent);
const files = (data.manifest.metadata && data.manifest.metadata.artefacts) || [];
const list = document.getElementById('results');
const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
function row(name, verdict, detail, ok) {
  const li = document.createElement('li');
  li.className = ok ? 'ok' : 'bad';
  const b = document.createElement('b');
  b.textContent = verdict;
  li.append(b, '　' + name + '　', detail);
  list.prepend(li);
}
async function check(file) {
  if (!crypto.subtle) { row(file.name, '无法核验', '此浏览器不支持 WebCrypto，请换用新版 Chrome、Edge 或 Firefox', false); return; }
  const sha = hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
  const same = files.find((f) => f.sha256 === sha);
  if (same) return row(file.name, '真实', '与固定清单第 ' + same.seq + ' 个文件“' + same.name + '”一致（SHA-256 ' + sha + '）', true);
  if (sha === data.manifestSha256) return row(file.name, '真实', '即固定清单 manifest.json（SHA-256 ' + sha + '）', true);
  if (data.certificateSha256 && sha === data.certificateSha256) return row(file.name, '真实', '即本证据的保全证书（SHA-256 ' + sha + '）', true);
  const named = files.find((f) => f.name === file.name || file.name.endsWith('-' + f.name));
  if (named) return row(file.name, '已被改动', '与固定清单第 ' + named.seq + ' 个文件“' + named.name + '”不一致：应为 ' + named.sha256 + '，实为 ' + sha, false);
  row(file.name, '不在清单中', '此文件不属于本证据（SHA-256 ' + sha + '）', false);
}
const take = (fileList) => { for (const f of fileList) check(f); };
document.getElementById('pick').addEventListener('change', (e) => take(e.target.files));
const drop = document.getElementById('drop');
drop.addEventListener('dragover', (e) => { e.preventDefault(); drop.classList.add('over'); });
drop.addEventListener('dragleave', () => drop.classList.remove('over'));
drop.addEventListener('drop', (e) => { e.preventDefault(); drop.classList.remove('over'); take(e.dataTransfer.files); });
const tbody = document.getElementById('files');
for (const f of files) {
  const tr = document.createElement('tr');
  for (const v of [f.seq, f.name, f.size, f.sha256]) { const td = document.createElement('td'); td.textContent = String(v); tr.append(td); }
  tbody.append(tr);
}
`;

/** A self-contained page (no network, no external script) that checks dropped files against the sealed manifest. */
export function verifyHtml(input: VerifyPageInput): string {
  const stamp = input.timestamp
    ? `${escapeHtml(input.timestamp.genTime)}（序列号 ${escapeHtml(input.timestamp.serial)}，${escapeHtml(input.timestamp.tsaName)}）`
    : '尚未加盖时间戳';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'">
<title>证据核验 ${escapeHtml(input.evidenceNo)}</title>
<style>
body { font-family: system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; margin: 2em auto; max-width: 960px; padding: 0 1em; color: #222; }
#drop { border: 2px dashed #999; border-radius: 8px; padding: 2em; text-align: center; margin: 1em 0; }
#drop.over { border-color: #1677ff; background: #f0f7ff; }
table { border-collapse: collapse; width: 100%; font-size: 13px; } td, th { border: 1px solid #ddd; padding: 4px 6px; word-break: break-all; }
li { margin: .4em 0; word-break: break-all; } li.ok b { color: #237804; } li.bad b { color: #cf1322; }
</style>
</head>
<body>
<h1>电子证据离线核验</h1>
<p>保全编号：${escapeHtml(input.evidenceNo)}　固定时间：${escapeHtml(input.sealedAt ?? '—')}</p>
<p>固定清单 SHA-256：${escapeHtml(input.manifestSha256)}</p>
<p>可信时间：${stamp}</p>
<p>把证据包中的文件（或您手中的副本）拖到下面，本页在您的浏览器中计算 SHA-256 并与固定清单比对，文件不会离开您的电脑。</p>
<div id="drop">把文件拖到这里，或 <input type="file" id="pick" multiple></div>
<ul id="results"></ul>
<h2>固定清单中的文件</h2>
<table><thead><tr><th>序号</th><th>文件名</th><th>大小（字节）</th><th>SHA-256</th></tr></thead><tbody id="files"></tbody></table>
<script type="application/json" id="evidence-data">${scriptJson(input)}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
