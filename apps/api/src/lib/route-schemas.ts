import { ZErrorResponse } from '@prapa/contracts/errors';

/**
 * Every route lists these next to its success response, so the OpenAPI document shows the one
 * error shape and error bodies are serialised through the same contract.
 */
export const ERROR_RESPONSES = {
  '4xx': ZErrorResponse,
  '5xx': ZErrorResponse,
} as const;
