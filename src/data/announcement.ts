/**
 * The site-wide announcement. Set to null to remove the bar; change `id`
 * whenever the text changes so readers who dismissed the old one see the new.
 */
export type Announcement = {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
};

export const ANNOUNCEMENT: Announcement | null = {
  id: 'search-shortcut-2026-11-touch',
  // A phone or tablet has no keyboard shortcut to offer: src/css/custom.css shows one wording or the other by input device.
  content:
    'Find any Spot page fast: <span class="keyboard-only">press <kbd>Ctrl</kbd>+<kbd>K</kbd> (<kbd>⌘</kbd>+<kbd>K</kbd> on Mac) to search the documentation.</span>' +
    '<span class="touch-only">tap the search box at the top of any page.</span>',
  // Spot blue on white keeps a contrast ratio above 7:1 in both colour modes.
  backgroundColor: '#0b3d91',
  textColor: '#ffffff',
  isCloseable: true,
};
