import type { PlatformSettingsDto } from '@heroroad/protocol';
import { TG_REF_PREFIX } from './sdk/telegram-ref';
import type { PlatformTraits } from './traits';

/**
 * The referral link of each platform (SPEC §6): the own site's `?ref=`; a VK app link with the
 * code after `#`; Telegram's start link `t.me/<bot>/<app>?startapp=ref_<code>`; OK's invite
 * dialog carries the code in custom_args, so its link is the own-site one for sharing elsewhere.
 * Null where the platform has referral off, or its link ids are not configured.
 */
export function referralLink(
  traits: PlatformTraits,
  code: string,
  o: { origin: string; settings: PlatformSettingsDto | null },
): string | null {
  if (!traits.referral) return null;
  const ref = encodeURIComponent(code);
  switch (traits.source) {
    case 'vk':
      return o.settings?.appId ? `https://vk.com/app${o.settings.appId}#ref=${ref}` : null;
    case 'tg':
      return o.settings?.botName && o.settings.appName
        ? `https://t.me/${o.settings.botName}/${o.settings.appName}?startapp=${TG_REF_PREFIX}${ref}`
        : null;
    default:
      return `${o.origin}/?ref=${ref}`;
  }
}
