import { appRouter, type Deprecation, type Meta } from '@app/api-contract';

/**
 * Marks a real procedure deprecated in this test process, as a release would in its `meta`
 * (decision 0050); the returned function puts its meta back. Call it before the app is built:
 * REST routes read their procedure's meta when they are registered.
 */
export function deprecateProcedure(path: string, deprecation: Deprecation): () => void {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { meta?: Meta } } | undefined
  >;
  const procedure = procedures[path];
  if (!procedure) throw new Error(`no procedure ${path}`);
  const meta = procedure._def.meta;
  procedure._def.meta = { ...meta!, deprecated: deprecation };
  return () => {
    procedure._def.meta = meta;
  };
}
