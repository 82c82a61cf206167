import {
  REPORT_PATHS,
  type TReportRequest,
  ZReportPreviewResponse,
} from '@prapa/contracts/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function previewReport(request: TReportRequest, signal?: AbortSignal) {
  return apiRequest(REPORT_PATHS.preview, {
    method: 'POST',
    body: request,
    schema: ZReportPreviewResponse,
    ...(signal ? { signal } : {}),
  });
}

/** The first rows of the report as filtered; null while no report is chosen. */
export function useReportPreview(request: TReportRequest | null) {
  return useQuery({
    queryKey: ['reports', 'preview', request],
    queryFn: ({ signal }) => previewReport(request as TReportRequest, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
