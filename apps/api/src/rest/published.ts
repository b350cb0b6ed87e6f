import { openApiDocument } from './openapi';
import { describedRoutes } from './routes';

/** The placeholder server of the published document; each site serves its own origin. */
export const PUBLISHED_SERVER_URL = 'https://library.example.lk';

/**
 * The OpenAPI document as the client package publishes it (`packages/client/openapi.json`):
 * built from the route tables, with no server or database running. A site serves the same
 * document at `/api/openapi.json` with its own origin as the server.
 */
export function publishedOpenApiDocument() {
  return openApiDocument(describedRoutes(), { serverUrl: PUBLISHED_SERVER_URL });
}
