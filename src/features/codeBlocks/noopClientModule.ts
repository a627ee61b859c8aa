// Stands in for theme-classic's Prism language module, which ./plugin.ts keeps out of the bundle.
export {};
