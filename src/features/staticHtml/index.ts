export {default, StaticHtmlSource, staticHtmlSource} from './StaticHtml';
