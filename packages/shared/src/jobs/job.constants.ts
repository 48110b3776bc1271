// spec 000 §5: dashboard job types and hours buckets
export const DASHBOARD_JOB_TYPES = ['Ober/Serveerster', 'Kok', 'Barista', 'Afwasser', 'Manager'] as const;
export const DEFAULT_JOB_LOCATION = 'Gent';
