// The page highlighter ships with docusaurus-lunr-search as JSX without types.
declare module '@theme/SearchBar/HighlightSearchResults' {
  export function HighlightSearchResults(): null;
}
