/** An uploaded image re-encoded, not stored yet. */
export interface EncodedImage {
  content: Buffer;
  contentHash: string;
}

/** An image named for its owner, ready to be recorded in the database with the change that uses it. */
export interface NewImage extends EncodedImage {
  url: string;
}
