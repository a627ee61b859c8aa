// Labels are SVG text, not HTML in <foreignObject>, so the SVG needs no page CSS to lay out; diagrams keep their
// natural size and ./diagrams.css fits them to the column.
import type {MermaidConfig} from 'mermaid';
import {DIAGRAMS} from './options';

const {colors} = DIAGRAMS;

export const mermaidConfig: MermaidConfig = {
  theme: 'base',
  darkMode: true,
  fontFamily: DIAGRAMS.fontFamily,
  // Sequence diagrams take their text size from here, the others from themeVariables.fontSize.
  fontSize: DIAGRAMS.fontSizePx,
  htmlLabels: false,
  flowchart: {
    htmlLabels: false,
    useMaxWidth: false,
    nodeSpacing: DIAGRAMS.flowchartNodeSpacingPx,
    wrappingWidth: DIAGRAMS.labelWrapWidthPx,
  },
  // Otherwise sequence diagrams measure text in fonts of their own, and boxes would not fit the site's font. Messages
  // are not wrapped: mermaid's wrapping breaks API paths mid-word.
  sequence: {
    useMaxWidth: false,
    actorFontFamily: DIAGRAMS.fontFamily,
    messageFontFamily: DIAGRAMS.fontFamily,
    noteFontFamily: DIAGRAMS.fontFamily,
  },
  state: {useMaxWidth: false, nodeSpacing: DIAGRAMS.stateSpacingPx, rankSpacing: DIAGRAMS.stateSpacingPx},
  themeVariables: {
    darkMode: true,
    fontFamily: DIAGRAMS.fontFamily,
    fontSize: `${DIAGRAMS.fontSizePx}px`,
    background: colors.page,
    textColor: colors.text,
    lineColor: colors.line,
    // Boxes: flowchart nodes, states, sequence participants.
    primaryColor: colors.box,
    primaryTextColor: colors.text,
    primaryBorderColor: colors.boxBorder,
    secondaryColor: colors.box,
    tertiaryColor: colors.group,
    // Subgraphs and loops.
    clusterBkg: colors.group,
    clusterBorder: colors.groupBorder,
    titleColor: colors.text,
    edgeLabelBackground: colors.label,
    // Sequence diagrams.
    actorBkg: colors.box,
    actorBorder: colors.boxBorder,
    actorTextColor: colors.text,
    actorLineColor: colors.groupBorder,
    signalColor: colors.line,
    signalTextColor: colors.text,
    labelBoxBkgColor: colors.label,
    labelBoxBorderColor: colors.groupBorder,
    labelTextColor: colors.text,
    loopTextColor: colors.text,
    noteBkgColor: colors.label,
    noteTextColor: colors.text,
    noteBorderColor: colors.boxBorder,
    sequenceNumberColor: colors.sequenceNumber,
    // State diagrams.
    stateBkg: colors.box,
    stateLabelColor: colors.text,
    transitionColor: colors.line,
    transitionLabelColor: colors.text,
    labelBackgroundColor: colors.label,
    compositeBackground: colors.group,
  },
};
