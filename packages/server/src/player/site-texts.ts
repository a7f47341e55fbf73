import type { Lang } from '@heroroad/rules';

/** The own site's header and footer HTML (SPEC §2: the server supplies them). */
const TEXTS = {
  RU: {
    title: 'Дорога героев',
    privacy: 'Политика конфиденциальности',
    agreement: 'Пользовательское соглашение',
    cookies: 'Использование cookie',
    support: 'Поддержка',
    rights: 'Игра с открытым исходным кодом',
  },
  EN: {
    title: 'Hero Road',
    privacy: 'Privacy policy',
    agreement: 'User agreement',
    cookies: 'Cookie use',
    support: 'Support',
    rights: 'An open-source game',
  },
} as const;

export function siteHeader(lang: Lang): string {
  return `<span class="site-title">${TEXTS[lang].title}</span>`;
}

export function siteFooter(lang: Lang): string {
  const t = TEXTS[lang];
  return [
    `<a href="/legal/privacy.html" target="_blank" rel="noopener">${t.privacy}</a>`,
    `<a href="/legal/agreement.html" target="_blank" rel="noopener">${t.agreement}</a>`,
    `<a href="/legal/cookies.html" target="_blank" rel="noopener">${t.cookies}</a>`,
    `<span>${t.rights}</span>`,
  ].join(' · ');
}
