// docs/decisions/uploads.md and spec 001 §5: uploads are at most 3 MB
export const MAX_UPLOAD_BYTES = 3_145_728;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
