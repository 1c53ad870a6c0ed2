// The API client's constructor in a module of its own, so the client, openapi-fetch and the
// zod schemas form a chunk loaded beside the login screen instead of before it.
import { createPosClient } from '@lamaa/api-client';

/** Re-exported for the runtime's dynamic import. */
export { createPosClient };
