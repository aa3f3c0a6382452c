// Certificates to PDF: a three-page 公证书 with seal, signature and QR stamped, printed by the warm Chromium and its
// page pool, then hashed (SHA-256 + SM3); beside baselines measured in the same run — the same HTML printed by a fresh
// page each time, and by a fresh browser each time. Memory: this process and Chromium after 50 and after N renders.
// Usage: npm run bench:documents [-- --renders 500 --samples 20 --batch 60]
import { DEFAULT_PAGE, qrText } from '../../packages/contracts/src/index.ts';
import { renderDocumentHtml } from '../../packages/documents/src/index.ts';
import { dualHash } from '../../apps/server/src/modules/integrity/integrity.api.ts';
import { withMetadata } from '../../apps/server/src/modules/render/document-pdf.ts';
import { htmlToPdfFreshBrowser, htmlToPdfFreshPage } from '../../apps/server/src/modules/render/html-to-pdf.ts';
import { closeRenderer, documentPdf, qrDataUrl } from '../../apps/server/src/modules/render/render.api.ts';
import { SAMPLE_VALUES, threePageCertificate } from '../../apps/server/test/render-samples.ts';
import { memory } from './memory.ts';

const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const RENDERS = arg('renders', 500);
const SAMPLES = arg('samples', 20);
const BATCH = arg('batch', 60);
const POOL = 2;

// A stand-in for the office seal image, of the same size class (a 400 px PNG).
const seal = await qrDataUrl('北京市长安公证处 公章');
let serial = 0;

type Print = 'pool' | 'fresh page' | 'fresh browser';

/** One certificate as 出证 makes it: its own QR (a signed verification URL), the PDF with metadata, then its two hashes. */
async function certificate(print: Print): Promise<void> {
  serial += 1;
  const number = `（2026）京长安证字第${String(serial).padStart(5, '0')}号`;
  const payload = { number, documentHash: 'ab'.repeat(32), time: new Date().toISOString(), keyId: '0'.repeat(32) };
  const qr = await qrDataUrl(qrText('https://notary.example', payload, 'cd'.repeat(64)));
  const options = {
    values: { ...SAMPLE_VALUES, 'item.certificateNumber': number },
    title: '出生公证书',
    subject: number,
    images: { seal, signature: seal, qr },
  };
  let pdf: Buffer;
  if (print === 'pool') pdf = await documentPdf(threePageCertificate, DEFAULT_PAGE, options);
  else {
    const html = renderDocumentHtml(threePageCertificate, DEFAULT_PAGE, options);
    pdf = await withMetadata(await (print === 'fresh page' ? htmlToPdfFreshPage(html) : htmlToPdfFreshBrowser(html)), options);
  }
  dualHash(pdf);
}

async function medianMs(print: Print, samples: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await certificate(print);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** `count` certificates with `concurrency` in flight; certificates per minute. */
async function perMinute(print: Print, count: number, concurrency: number): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        await certificate(print);
      }
    }),
  );
  return (count / (performance.now() - start)) * 60_000;
}

async function renders(count: number): Promise<void> {
  let left = count;
  await Promise.all(
    Array.from({ length: POOL }, async () => {
      while (left > 0) {
        left -= 1;
        await certificate('pool');
      }
    }),
  );
}

// Warm up: the first print starts Chromium and loads the CJK fonts.
await certificate('pool');
await certificate('fresh page');

const speed = {
  pool: await medianMs('pool', SAMPLES),
  page: await medianMs('fresh page', SAMPLES),
  browser: await medianMs('fresh browser', Math.max(3, Math.floor(SAMPLES / 4))),
};
const rate = {
  pool: await perMinute('pool', BATCH, POOL),
  page: await perMinute('fresh page', BATCH, POOL),
  serial: await perMinute('pool', Math.floor(BATCH / 2), 1),
};

await renders(50);
const after50 = await memory();
await renders(RENDERS - 50);
const afterN = await memory();
await closeRenderer();

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
console.log(`\nDocument rendering — three-page A4 公证书 with seal, signature and QR, SHA-256 + SM3; pool of ${POOL} pages; ${serial} certificates in all`);
console.table([
  {
    measure: 'median ms per certificate (one at a time)',
    product: speed.pool.toFixed(0),
    'baseline: fresh page': speed.page.toFixed(0),
    'baseline: fresh browser': speed.browser.toFixed(0),
    'ratio (baseline page / product)': (speed.page / speed.pool).toFixed(2),
    'ratio (baseline browser / product)': (speed.browser / speed.pool).toFixed(2),
  },
  {
    measure: `certificates per minute (${BATCH}, ${POOL} in flight)`,
    product: rate.pool.toFixed(0),
    'baseline: fresh page': rate.page.toFixed(0),
    'baseline: fresh browser': '',
    'ratio (baseline page / product)': (rate.pool / rate.page).toFixed(2),
    'ratio (baseline browser / product)': '',
  },
]);
console.log(`One at a time through the pool: ${rate.serial.toFixed(0)} per minute (the pool of ${POOL} gives ×${(rate.pool / rate.serial).toFixed(2)}).`);
console.table([
  {
    after: '50 renders',
    'server RSS MB': mb(after50.rss),
    'server heap MB': mb(after50.heap),
    'Chromium PSS MB': mb(after50.chromium),
    'Chromium private MB': mb(after50.chromiumPrivate),
    'Chromium processes': after50.processes,
  },
  {
    after: `${RENDERS} renders`,
    'server RSS MB': mb(afterN.rss),
    'server heap MB': mb(afterN.heap),
    'Chromium PSS MB': mb(afterN.chromium),
    'Chromium private MB': mb(afterN.chromiumPrivate),
    'Chromium processes': afterN.processes,
  },
  {
    after: 'ratio',
    'server RSS MB': (afterN.rss / after50.rss).toFixed(2),
    'server heap MB': (afterN.heap / after50.heap).toFixed(2),
    'Chromium PSS MB': (afterN.chromium / after50.chromium).toFixed(2),
    'Chromium private MB': (afterN.chromiumPrivate / after50.chromiumPrivate).toFixed(2),
    'Chromium processes': '',
  },
]);
