/**
 * The components of the generated API reference pages (src/features/apiReference/page.ts writes the
 * MDX that uses them). They render what Markdown cannot say; the text in them is the spec's.
 */
export {CodeSample, CodeSamples, Credentials, Endpoint, OperatorOnly, UpstreamDifference} from './Operation';
export {Parameter, Parameters} from './Parameters';
export {ReferenceInfo, SecurityScheme} from './Reference';
export {Example, RequestBody, Response, Responses} from './Responses';
export {Expandable, OtherKeys, Property, PropertyList, Schema, Variant, VariantList} from './Schema';
