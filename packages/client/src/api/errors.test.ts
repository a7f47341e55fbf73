import { describe, expect, it } from 'vitest';
import { ApiError, failureText, parseErrorBody } from './errors';

describe('reading an error answer', () => {
  it('takes the code as sent when the server sent its message with it', async () => {
    expect(await parseErrorBody({ code: 'LOGIN_FAILED', message: 'Wrong password' })).toEqual({
      code: 'LOGIN_FAILED',
      message: 'Wrong password',
    });
    expect(await parseErrorBody({ code: 'not a code', message: 'Oops' })).toEqual({
      code: null,
      message: 'Oops',
    });
  });

  it('keeps a code without a message only when the catalogue knows it, and reads its text', async () => {
    expect(await parseErrorBody({ code: 'NO_SUCH_CODE_ANYWHERE' })).toEqual({
      code: null,
      message: null,
    });
    const read = await parseErrorBody({ code: 'RATE_LIMITED', message: ' ' });
    expect(read).toEqual({ code: 'RATE_LIMITED', message: null });
    const error = new ApiError('http', 429, read.code, read.message, '/api/x');
    expect(failureText(error, 'RU', '?')).toBe('Слишком много попыток, подождите немного');
  });

  it('reads a body that is not an error answer as nothing', async () => {
    expect(await parseErrorBody(null)).toEqual({ code: null, message: null });
    expect(await parseErrorBody({ code: 7, message: 'x' })).toEqual({ code: null, message: 'x' });
  });
});
