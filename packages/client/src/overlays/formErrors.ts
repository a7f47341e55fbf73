import { errorMessage, type ErrorCode, type Lang, type Result } from '@heroroad/rules';
import { ApiError } from '../api/errors';

export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

/** Which form field an error code belongs to; anything else is shown for the whole form. */
function fieldOf(
  code: ErrorCode | null,
): 'name' | 'password' | 'repeat' | 'current' | 'mail' | 'consents' | 'form' {
  if (!code) return 'form';
  if (code.startsWith('NICKNAME')) return 'name';
  if (code === 'PASSWORD_REPEAT_MISMATCH') return 'repeat';
  if (code.startsWith('PASSWORD_CURRENT')) return 'current';
  if (code.startsWith('PASSWORD')) return 'password';
  if (code.startsWith('MAIL') || code.startsWith('PHONE')) return 'mail';
  if (code === 'CONSENT_REQUIRED') return 'consents';
  return 'form';
}

/** Records a rules result's error under its field, in the player's language. */
export function collect<T, F extends string>(
  errors: FormErrors<F>,
  result: Result<T>,
  lang: Lang,
  field?: F,
): T | undefined {
  if (result.ok) return result.value;
  const key = (field ?? fieldOf(result.code)) as F | 'form';
  errors[key] ??= errorMessage(result.code, lang);
  return undefined;
}

/** Places a failed call's translated text under the field it concerns. */
export function serverErrors<F extends string>(error: unknown, text: string): FormErrors<F> {
  const field = error instanceof ApiError ? fieldOf(error.code) : 'form';
  return { [field]: text } as FormErrors<F>;
}
