/**
 * The shape of a bundled OpenAPI document as the build, the scripts and the tests read it.
 */

/**
 * Any node of a bundled spec (a schema, a parameter, a response, an example value…). The specs are
 * JSON whose shape depends on the keyword being read, and the code reads optional fields with `?.`;
 * Redocly's lint and the spec tests are what guarantee the shape, not the type system.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- spec nodes are dynamic JSON (see above)
export type SpecNode = any;

export type OpenApiDocument = Record<string, SpecNode>;

/** The operation fields of an OpenAPI Path Item, in the order the OpenAPI specification lists them. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A problem in a spec file, named by file and reason (both in the message). */
export class SpecError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'SpecError';
  }
}
