/** A schema.org node, as plain JSON. */
export type Thing = { '@type': string | string[]; '@id'?: string } & Record<string, unknown>;
