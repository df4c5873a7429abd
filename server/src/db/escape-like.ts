/** Text matched literally inside a LIKE pattern: its %, _ and backslashes escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * SQL: the text in `param` folded as names are (fold_search_text, migration 0228), then escaped for
 * LIKE, to match against fold_search_text(name). Folding comes first because unaccent turns the
 * full-width ％ ＿ ＼ into % _ \: escaped before folding (escapeLike), they became wildcards. All
 * immutable, so a constant text folds into a constant pattern and the trigram index still serves it.
 */
export const foldedLikeText = (param: string) =>
  String.raw`replace(replace(replace(fold_search_text(${param}), '\', '\\'), '%', '\%'), '_', '\_')`;
