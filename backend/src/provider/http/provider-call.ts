/** One call to the provider's API, as the HTTP client sends it, and its answer. */
export interface ProviderCall {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query?: Record<string, string>;
  readonly apiKey: string;
  readonly headers?: Record<string, string>;
  readonly body?: unknown;
  /** What is asked for, in words: 'the contacts', 'the job 42'. */
  readonly what: string;
}

export interface ProviderAnswer {
  readonly status: number;
  readonly body: unknown;
}
