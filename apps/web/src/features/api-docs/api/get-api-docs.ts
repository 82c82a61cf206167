import { API_DOCS_PATHS, ZApiDocsResponse } from '@prapa/contracts/api-docs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/docs/json with the session token (ADMIN, DEV): the generated OpenAPI document. */
export function useApiDocs() {
  return useQuery({
    queryKey: ['api-docs'],
    queryFn: ({ signal }) =>
      apiRequest(API_DOCS_PATHS.document, { schema: ZApiDocsResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
