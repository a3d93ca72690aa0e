/** Data modules the plugins write for the site's own pages (see the plugin named beside each). */
declare module '@generated/api-reference/first-call.json' {
  /** plugins/api-reference/firstCall.ts (FirstCall): People's createPerson, its cURL and its 201 example. */
  const firstCall: {
    summary: string;
    method: string;
    path: string;
    route: string;
    request: {language: string; code: string};
    response: {status: string; language: string; code: string};
  };
  export default firstCall;
}
