// Marks every route case-sensitive before the first render (see ./index.ts). If Docusaurus' internal route list
// changes shape, it stops the render rather than leave routes silently case-insensitive.
import routes from '@generated/routes';
import {markSensitive} from './markSensitive';

markSensitive(routes, '@generated/routes');
