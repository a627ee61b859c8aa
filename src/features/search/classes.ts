/** The real search box's input, which the stand-in imitates and hands the reader's text and focus to. */
export const SEARCH_INPUT_CLASS = 'navbar__search-input';
