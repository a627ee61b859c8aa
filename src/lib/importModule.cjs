// Node's own dynamic import, for ./nativeImport.ts: this file is loaded by Node's require, never by jiti.
module.exports = (specifier) => import(specifier);
