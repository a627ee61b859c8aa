/**
 * How the site's diagrams look. Every ```mermaid fence is drawn at build time into inline SVG; the colours follow
 * the dark theme (src/css/custom.css), and every text colour keeps WCAG AA contrast (4.5:1) on the fill it sits on
 * (tests/unit/diagrams.test.ts, tests/e2e/diagrams.spec.ts).
 */
import {THEME} from '../../constants';

export const DIAGRAMS = {
  /** Class of the box that holds each drawn diagram (./diagrams.css). */
  boxClassName: 'diagram',
  /** The prefix of the drawings' ids, which their CSS and markers refer to. */
  idPrefix: 'diagram',
  /** Infima's `--ifm-font-family-base`, the site's system font stack: the SVG names it, no web font is loaded. */
  fontFamily:
    "system-ui, -apple-system, Segoe UI, Roboto, Ubuntu, Cantarell, Noto Sans, sans-serif, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol'",
  fontSizePx: 15,
  /**
   * A diagram wider than the column shrinks to fit down to this share of its drawn size (text no smaller than
   * 12 px); wider still, it keeps that size and scrolls inside its own box.
   */
  minScale: 0.8,
  /**
   * Flowchart boxes closer than mermaid's 50 px with labels wrapped at 150 px rather than 200, so that diagrams fit
   * the column; more room between states than mermaid's 50 px, which lets transition labels overlap.
   */
  flowchartNodeSpacingPx: 30,
  labelWrapWidthPx: 150,
  stateSpacingPx: 80,
  colors: {
    /** The page: `--ifm-background-color` in dark mode. */
    page: '#121212',
    /** Body text in dark mode (Infima's `--ifm-color-content`). */
    text: '#E3E3E3',
    /** Boxes: nodes, states, participants. */
    box: '#1E1E1E',
    boxBorder: THEME.primaryColor,
    /** Notes and the labels on arrows. */
    label: '#2B2B2B',
    /** Groups (subgraphs) and sequence-diagram loops. */
    group: '#181818',
    groupBorder: '#5C5C5C',
    line: '#A8A8A8',
    /** The numbers of a sequence diagram's messages sit on circles of the line colour. */
    sequenceNumber: '#121212',
  },
} as const;
