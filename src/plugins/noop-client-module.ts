// Stands in for client modules that src/plugins/pageWeight.ts keeps out of the main bundle.
export {};
