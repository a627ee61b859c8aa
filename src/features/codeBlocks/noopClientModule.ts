// Stands in for client modules that src/features/codeBlocks/prismClientModule.ts keeps out of the main bundle.
export {};
