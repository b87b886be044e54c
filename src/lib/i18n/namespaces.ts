import type { CustomTypeOptions } from 'i18next';

type Catalogues = CustomTypeOptions['resources'];

/** The namespaces whose catalogue has the entries of `Shape`: the words a shared screen reads. */
export type NamespaceWith<Shape> = {
  [N in keyof Catalogues]: Catalogues[N] extends Shape ? N : never;
}[keyof Catalogues];

/** A feature's namespace (`common` is always there). */
export type Namespace = Exclude<keyof Catalogues, 'common'>;
