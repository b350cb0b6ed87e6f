import { TOKEN_SCOPES, type TokenScope } from '@app/api-contract/schemas/tokens';

export { TOKEN_SCOPES, type TokenScope };

/** A scope's key in the `tokens` namespace (i18next reads `:` as a namespace separator). */
export function scopeKey(scope: string): string {
  return `scope.${scope.replace(/:(\w)/, (_, c: string) => c.toUpperCase())}`;
}
