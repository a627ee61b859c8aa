export {default, staticHtmlSource} from './StaticHtml';
