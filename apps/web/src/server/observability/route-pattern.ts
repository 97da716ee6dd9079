/**
 * The route a path belongs to, for access logs and metrics: ids, slugs and
 * tokens become placeholders, so a label never holds what a respondent or a
 * link carries, and the number of distinct labels stays small.
 */
const ROUTES: ReadonlyArray<[RegExp, string]> = [
  [/^\/api\/graphql$/, "/api/graphql"],
  [/^\/api\/health$/, "/api/health"],
  [/^\/api\/uploads$/, "/api/uploads"],
  [/^\/api\/forms\/[^/]+\/submissions\.csv$/, "/api/forms/:id/submissions.csv"],
  [/^\/api\/auth\/[a-z-]+$/, "/api/auth/:action"],
  [/^\/metrics$/, "/metrics"],
  [/^\/f\/[^/]+$/, "/f/:slug"],
  [/^\/preview\/[^/]+$/, "/preview/:id"],
  [/^\/reset\/[^/]+$/, "/reset/:token"],
  [/^\/invite\/[^/]+$/, "/invite/:token"],
  [/^\/uploads\/.+$/, "/uploads/:file"],
  [/^\/_next\/static\/.+$/, "/_next/static/:asset"],
  [/^\/_next\/image$/, "/_next/image"],
  [/^\/admin\/forms\/[^/]+\/([a-z-]+)$/, "/admin/forms/:id/$1"],
  [/^\/admin\/forms\/[^/]+$/, "/admin/forms/:id"],
  [/^\/admin(\/(?:users|account))?$/, "/admin$1"],
  [/^\/(setup|forgot|demo\/fields|bench\/bare)?$/, "/$1"],
];

export function routePattern(path: string): string {
  for (const [pattern, route] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return path.replace(pattern, route);
  }
  return "other";
}
