export interface ComposeValues {
  to: string;
  subject: string;
  body: string;
}

export type ComposeTemplate = Pick<ComposeValues, 'subject' | 'body'>;
