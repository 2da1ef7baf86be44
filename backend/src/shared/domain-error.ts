/**
 * A rule of the domain said no. The kind decides the HTTP answer (404, 409 or 400); the message is
 * shown to the person as it is, so it is written for them.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: 'not_found' | 'conflict' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
