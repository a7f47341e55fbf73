import { platformPrice } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { platformStand } from './platform-stand.js';
import { T, md5Signed } from './platforms.js';
import { OK_DOC, xmlShape } from './partner-examples.js';

const stand = platformStand();
const { buyer, gems } = stand;
let seq = 31_000;

describe('OK callbacks.payment against its documentation', () => {
  const okCall = async (q: Record<string, string>, secret: string = T.okSecret) => {
    const res = await stand.s.fetch(`/api/platform/ok/callback?${md5Signed(q, secret, 'sig')}`);
    return {
      type: res.headers.get('content-type'),
      error: res.headers.get('invocation-error'),
      body: await res.text(),
    };
  };
  const payment = (uid: string, amount = platformPrice('ok', 'gems_100')!.amount) => ({
    uid,
    transaction_id: String(++seq),
    transaction_time: '2026-11-28 12:00:00',
    product_code: 'gems_100',
    amount: String(amount),
    // OK sends no currency for payments in OKs; the request's own fields as documented.
    extra_attributes: '{}',
  });

  it('answers success and a refusal exactly in the documented XML, with the header', async () => {
    const b = await buyer('ok');
    const before = await gems(b.playerId);
    const q = payment(b.userId);
    for (const k of Object.keys(q)) expect(OK_DOC.params).toContain(k);
    const ok = await okCall(q);
    expect(ok.type).toBe('application/xml');
    expect(ok.error).toBeNull();
    expect(xmlShape(ok.body)).toBe(xmlShape(OK_DOC.success));
    expect(await gems(b.playerId)).toBeGreaterThan(before);
    // OK retries until it hears success: a repeat answers the same and grants nothing.
    const granted = await gems(b.playerId);
    expect(xmlShape((await okCall(q)).body)).toBe(xmlShape(OK_DOC.success));
    expect(await gems(b.playerId)).toBe(granted);

    const wrong = await okCall(payment(b.userId, 1));
    expect(wrong.error).toBe('1001');
    expect(xmlShape(wrong.body)).toBe(xmlShape(OK_DOC.invalidPayment));
    expect(await gems(b.playerId)).toBe(granted);
  });

  it('refuses a bad signature (104), another currency and an unknown user (1001)', async () => {
    const b = await buyer('ok');
    const before = await gems(b.playerId);
    const bad = await okCall(payment(b.userId), 'forged');
    expect(bad.error).toBe('104');
    expect(bad.body).toContain('<error_code>104</error_code>');
    expect(bad.body).toContain('PARAM_SIGNATURE');
    expect((await okCall({ ...payment(b.userId), currency: 'RUB' })).error).toBe('1001');
    expect((await okCall(payment('424242'))).error).toBe('1001');
    expect((await okCall({ ...payment(b.userId), application_key: 'OTHER' })).error).toBe('1001');
    expect(await gems(b.playerId)).toBe(before);
  });
});
