/** What Formwright's own clients send to its API. */

/**
 * Header Formwright's own clients send with every API request. A request that
 * carries the session cookie must be preflighted (a JSON body) or carry this
 * header, which a cross-site form or image cannot add: that is the CSRF guard.
 */
export const CSRF_HEADER = "x-formwright-csrf";
