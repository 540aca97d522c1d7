// Spec 3 §2: "Query-width customisation of a plugin accepts only a percentage of one to three digits such as 50%.
// Anything else is ignored with a warning." Not shown: whether 0% or leading zeros count; chosen: 1%–999% written
// without leading zeros, since a zero width hides the plugin and '050%' is not how anyone writes fifty percent.

const QUERY_WIDTH = /^[1-9][0-9]{0,2}%$/;

/** True when `width` is a query width the console accepts: 1 to 3 digits (1–999, no leading zero) and '%'. */
export function isValidQueryWidth(width: unknown): width is string {
  return typeof width === 'string' && QUERY_WIDTH.test(width);
}
