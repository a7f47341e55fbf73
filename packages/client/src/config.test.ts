import { CHAT_PAGE_SIZE, CLIENT_VERSION, RATING_PAGE_SIZE } from '@heroroad/protocol';
import { THROTTLE_MS } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { RATING_TRIES } from './app/ratingRetry';
import { CLIENT } from './config';

/** Each client and technical value of SPEC §9, as the spec gives it (docs/SPEC-RECOUNT.md). */
describe('the client and technical values of the spec', () => {
  it('keep the numbers the spec names', () => {
    expect(CLIENT_VERSION).toBe(631);
    expect(CLIENT.appStoreMinVersion).toBe(34);
    expect(CLIENT.musicVolume).toBe(0.3);
    expect(CHAT_PAGE_SIZE).toBe(20);
    expect(RATING_PAGE_SIZE).toBe(100);
    expect(RATING_TRIES).toBe(5);
    expect(CLIENT.sceneFadeMs).toBe(350);
    expect(CLIENT.platformReadyTimeoutMs).toBe(5000);
    expect(CLIENT.resizeCheckMs).toBe(500);
    expect(CLIENT.heartbeatMs).toBe(5000);
    expect(THROTTLE_MS).toBe(1500);
    expect(CLIENT.placeFetchWindow).toBe(1.1);
    expect(CLIENT.placeFetchThreshold).toBe(1.6);
    expect(CLIENT.artifactImageStairsAhead).toBe(3);
    expect(CLIENT.referenceWidth).toBe(600);
    expect(CLIENT.desktopRatio).toBe(1.4);
    expect(CLIENT.loadBarWidth).toBe(263);
    expect(CLIENT.loadBarStart).toBe(10);
    expect(CLIENT.transitionAnimationMs).toBe(15_000);
    expect(CLIENT.defaultCurrency).toBe('RUB');
  });
});
