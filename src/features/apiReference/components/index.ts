/** The components of the generated reference pages (../page.ts), for what Markdown cannot say. */
export {CodeSamples, Credentials, Endpoint, OperatorOnly, UpstreamDifference} from './Operation';
export {Parameter, Parameters} from './Parameters';
export {MenuHighlight} from './MenuHighlight';
export {ReferenceInfo, SecurityScheme} from './Reference';
export {Example, RequestBody, Response, Section} from './Responses';
export {Expandable, OtherKeys, Property, PropertyList, Schema, Variant, VariantList} from './Schema';
export {default as TryIt} from '../console/TryIt';
