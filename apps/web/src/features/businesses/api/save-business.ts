import type { Business, BusinessPayload } from '@jobbel/shared/businesses/business.schemas';
import { apiRequest } from '../../../lib/api-client';

/** Creates the profile when there is none yet, otherwise updates it (spec 001 §4). */
export function saveBusiness(payload: BusinessPayload, isNew: boolean) {
  return apiRequest<Business>('/businesses', { method: isNew ? 'POST' : 'PUT', body: payload });
}
