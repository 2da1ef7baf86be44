/** What a captcha widget tells the form it sits in: the solved token, or null when there is none. */
export interface CaptchaProps {
  onToken: (token: string | null) => void;
}
