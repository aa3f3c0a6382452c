import { createHash } from 'node:crypto';
import type { ArtifactRole, CaptureType } from '@notaria/contracts';
import { inTenant } from '../src/db/scope.ts';
import type { Actor } from '../src/modules/auth/auth.api.ts';
import { addArtifact, captured, createRecord, failed } from '../src/modules/evidence/evidence.api.ts';
import type { Client } from './api.ts';
import type { TestContext } from './context.ts';
import { userIdOf } from './fixtures.ts';

/** The internal API's caller: a user of an organisation, as the capture parts pass it. */
export const actorFor = async (ctx: TestContext, account: string, tenantId: number): Promise<Actor> => ({
  userId: await userIdOf(ctx.db, account),
  account,
  name: account,
  tenantId,
  homeTenantId: tenantId,
  sessionId: 0,
  activeRoleId: 0,
  permissions: ['*'],
  mustChangePassword: false,
});

export const hex = (algo: string, data: string) => createHash(algo).update(data).digest('hex');

export async function newCustomer(c: Client, name = '陈小明', idNumber = '110101199003078515'): Promise<number> {
  const res = await c.post('/customer/personal', { name, idType: 'ID_CARD', idNumber, phone: '13912345678' });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.id as number;
}

export interface MadeRecord {
  id: number;
  evidenceNo: string;
}

/**
 * A record as a capture part leaves it: created, its artefacts added, then 待确认 (or 取证失败 with `fail`).
 * `captureType` decides the kind: WEB_PAGE is 取证, FILE is 存证.
 */
export async function makeRecord(
  ctx: TestContext,
  actor: Actor,
  customerId: number,
  o: { captureType?: CaptureType; title?: string; url?: string; fail?: string; artefacts?: { role: ArtifactRole; name: string; text: string }[] } = {},
): Promise<MadeRecord> {
  return inTenant(ctx.db, actor.tenantId, async (tx) => {
    const r = await createRecord(tx, actor, {
      captureType: o.captureType ?? 'WEB_PAGE',
      title: o.title ?? '某网店商品页面取证',
      applicant: { type: 'PERSONAL', customerId },
      targetUrl: o.url ?? 'https://shop.example.cn/item/1',
      device: { chromiumVersion: '131.0', worker: 'test' },
    });
    if (o.fail) {
      await failed(tx, r, o.fail);
      return { id: r.id, evidenceNo: r.evidenceNo };
    }
    const artefacts = o.artefacts ?? [
      { role: 'SCREENSHOT', name: 'screenshot.png', text: '截图字节' },
      { role: 'MHTML', name: 'page.mhtml', text: '<html>页面</html>' },
    ];
    for (const a of artefacts)
      await addArtifact(tx, r, {
        role: a.role,
        fileId: null,
        name: a.name,
        mime: 'application/octet-stream',
        size: Buffer.byteLength(a.text),
        sha256: hex('sha256', a.text),
        sm3: hex('sm3', a.text),
      });
    await captured(tx, r);
    return { id: r.id, evidenceNo: r.evidenceNo };
  });
}
