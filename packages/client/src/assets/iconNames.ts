/**
 * The game-icons (game-icons.net, CC BY 3.0) the client uses. Only these are extracted from the
 * 6.5 MB icon set at build time (build/gameIcons.ts); add a name here to use a new icon.
 */
export const ICON_NAMES = [
  // resources
  'two-coins',
  'emerald',
  'crystal-growth',
  'round-potion',
  'ticket',
  // menu and account
  'cog',
  'person',
  'hood',
  'visored-helm',
  'crossed-swords',
  'knight-banner',
  'harp',
  'path-distance',
  'scroll-unfurled',
  'key',
  'quill-ink',
  'quill',
  'exit-door',
  'envelope',
  'padlock',
  // settings
  'sound-on',
  'sound-off',
  'globe',
  'paint-brush',
  'palette',
  // pages and states
  'broken-shield',
  'cycle',
  'upgrade',
  'cancel',
  'check-mark',
  'hourglass',
  'campfire',
  'sword-clash',
  'laurel-crown',
  'castle',
  'musical-notes',
  'broadsword',
  'checked-shield',
  'heart-plus',
  'magic-portal',
  'sparkles',
  // chat, mail and forum
  'chat-bubble',
  'thought-bubble',
  'scroll-quill',
  'paper-plane',
  'trash-can',
  'pin',
  'magnifying-glass',
  'life-buoy',
  'silenced',
  'padlock-open',
  'return-arrow',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
