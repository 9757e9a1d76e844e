/** A feed that could not be read, in words an admin can act on. */
export class FeedReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedReadError';
  }
}
