export {default, StaticHtmlSource, staticHtmlSource} from './StaticHtml';
export type {StaticContent, StaticContentModule, StaticHtmlProps, StaticHtmlState} from './StaticHtml';
