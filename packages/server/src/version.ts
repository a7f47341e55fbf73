/** Version of the server build, reported by /api/health and the OpenAPI document. */
export const SERVER_VERSION = '0.1.0';
