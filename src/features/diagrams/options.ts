// Colours follow the dark theme; text keeps WCAG AA contrast on its fill (tests/{unit,e2e}/diagrams.*).
import {THEME} from '../../constants';

export const DIAGRAMS = {
  /** Class of the box that holds each drawn diagram (./diagrams.css). */
  boxClassName: 'diagram',
  /** The prefix of the drawings' ids, which their CSS and markers refer to. */
  idPrefix: 'diagram',
  /** Infima's `--ifm-font-family-base`: no web font is loaded. */
  fontFamily:
    "system-ui, -apple-system, Segoe UI, Roboto, Ubuntu, Cantarell, Noto Sans, sans-serif, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol'",
  fontSizePx: 15,
  /** A diagram wider than the column shrinks down to this share of its size (text no smaller than 12 px), then scrolls. */
  minScale: 0.8,
  /** Flowcharts tighter than mermaid's defaults, to fit the column; states looser, or transition labels overlap. */
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
