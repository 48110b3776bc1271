/** The business's address fields as the API stores them. */
export interface BusinessAddress {
  businessStreet: string | null;
  businessNumber: string | null;
  businessZipCode: string | null;
  businessCity: string | null;
}

/**
 * Where the worker goes: the street and number the job names, in its town; otherwise the
 * business's own address. Null when neither is known.
 */
export function placeOfWork(
  job: { jobAddress: string | null; jobLocation: string },
  business: Partial<BusinessAddress> | undefined,
): string | null {
  if (job.jobAddress) return `${job.jobAddress}, ${job.jobLocation}`;
  const street = [business?.businessStreet, business?.businessNumber].filter(Boolean).join(' ');
  const town = [business?.businessZipCode, business?.businessCity].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ') || null;
}
