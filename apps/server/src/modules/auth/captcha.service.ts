import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/client.ts';
import { asSystem } from '../../db/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { captchas } from './auth.table.ts';

export const CAPTCHA_TTL_MS = 2 * 60_000;

export async function issueCaptcha(db: Database) {
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f0f5ff', width: 110, height: 40 });
  const id = randomUUID();
  await asSystem(db, async (tx) => {
    await tx.delete(captchas).where(lt(captchas.expiresAt, new Date()));
    await tx.insert(captchas).values({ id, answer: text.toLowerCase(), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) });
  });
  return { captchaId: id, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Single use: the answer is removed by the first attempt, right or wrong. Case-insensitive. */
export async function consumeCaptcha(db: Database, captchaId: string | undefined, answer: string | undefined): Promise<void> {
  if (!captchaId || !answer || !UUID.test(captchaId)) throw new AppError('CAPTCHA_INVALID', '请输入验证码');
  const [row] = await asSystem(db, (tx) => tx.delete(captchas).where(eq(captchas.id, captchaId)).returning());
  if (!row || row.expiresAt.getTime() < Date.now() || row.answer !== answer.trim().toLowerCase()) throw new AppError('CAPTCHA_INVALID');
}
