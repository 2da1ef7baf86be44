/**
 * A rule of the domain said no. The kind decides the HTTP answer (404, 409, 400 or 403); the message is
 * shown to the person as it is, so it is written for them.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: 'not_found' | 'conflict' | 'invalid' | 'forbidden',
    message: string,
    /** Every problem, when there are several (the answer's message becomes the list). */
    readonly problems?: readonly string[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
