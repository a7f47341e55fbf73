import { describe, expect, it } from 'vitest';
import { env } from '../../testing/sdkStandIns';
import { PLATFORM_TRAITS } from '../traits';
import { createSdkAdapter } from './wrapper';

describe('photo network launch', () => {
  it("sends the network's own launch (viewerId, sessionKey, authKey) for the server's check", async () => {
    const search = '?viewerId=8123&sessionKey=s1&authKey=0f0e&lang=ru';
    const foto = await createSdkAdapter(PLATFORM_TRAITS.foto, env({}, search).env);
    expect(await foto.credentials()).toEqual({
      payload: 'viewerId=8123&sessionKey=s1&authKey=0f0e&lang=ru',
    });
    expect(foto.identification()).toEqual({ fotoUid: '8123' });
    expect(foto.languageHint()).toBe('RU');
  });

  it('falls back to our signed token elsewhere', async () => {
    const foto = await createSdkAdapter(PLATFORM_TRAITS.foto, env({}, '?token=t.s&uid=5').env);
    expect(await foto.credentials()).toEqual({ payload: 't.s' });
    expect(foto.identification()).toEqual({ fotoUid: '5' });
    const exe = await createSdkAdapter(
      PLATFORM_TRAITS.exe,
      env({}, '?viewerId=1&authKey=k&token=e.s').env,
    );
    expect(await exe.credentials()).toEqual({ payload: 'e.s' });
  });
});
