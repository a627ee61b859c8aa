// Deep imports from @easyops-cn/docusaurus-search-local used by src/theme/SearchBar (the package types only its options).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}
