/**
 * The spec's code theme, vsDark, with the token colours that fall below
 * WCAG AA (4.5:1) on its #1e1e1e background lifted until they pass: the
 * `constant` purple (shell variables such as $HOME, 3.1:1), the `prolog`
 * navy (XML declarations, 1.4:1) and the grey of markup punctuation (4.2:1).
 * Every other colour is vsDark's own; a unit test checks them all.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** vsDark colour → replacement. */
const LIFTED: Record<string, string> = {
  'rgb(100, 102, 149)': 'rgb(150, 152, 210)',
  'rgb(0, 0, 128)': 'rgb(120, 140, 230)',
  '#808080': '#999999',
};

export const codeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((entry) => {
    const lifted = entry.style.color ? LIFTED[entry.style.color] : undefined;
    return lifted ? {...entry, style: {...entry.style, color: lifted}} : entry;
  }),
};
