/** What a captcha widget tells the public form: the solved token, or null when there is none. */
export interface CaptchaProps {
  onToken: (token: string | null) => void;
}
