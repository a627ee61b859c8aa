/** vsDark, with the colours under WCAG AA contrast on its background raised, and placeholders set apart. */
import {themes, type PrismTheme} from 'prism-react-renderer';

const READABLE_OVERRIDES: PrismTheme['styles'] = [
  // vsDark draws these in rgb(100, 102, 149), 3.1:1 on the background.
  {types: ['constant'], style: {color: '#C586C0'}},
  // #808080 is 4.1:1.
  {types: ['punctuation'], style: {color: '#A6A6A6'}},
  // rgb(0, 0, 128) is all but invisible on a dark background.
  {types: ['prolog'], style: {color: '#9CA3AF'}},
  // vsDark gives variables the plain text colour; Bitcoin Script placeholders need to stand out.
  {types: ['variable'], style: {color: '#4FC1FF'}},
];

export const codeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: [...themes.vsDark.styles, ...READABLE_OVERRIDES],
};
