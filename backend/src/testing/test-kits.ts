/**
 * The backend's test kits for tools: the servers the scale-out drill, the sandboxes' command lines
 * and the end-to-end tests start, imported as `@job-intake/backend/testing` (backend/package.json
 * `exports`), never by a path into backend/src.
 */
export {
  recipient,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../mail/testing/test-smtp-server';
export { startS3TestServer } from '../files/storage/testing/s3-test-server';
export {
  startProviderSandbox,
  type ProviderSandbox,
} from '../provider/sandbox/provider-sandbox.server';
export {
  SANDBOX_BEHAVIOUR_PATH,
  startLookupsSandbox,
} from '../lookups/sandbox/lookups-sandbox.server';
export { openLiveStream } from '../live-updates/testing/live-stream-client';
export { completeDemoAnswers } from '../forms/testing/demo-form-answers';
export { startOtlpReceiver, type OtlpReceiver } from '../tracing/testing/otlp-receiver';
export { WebhookReceiver, type ReceivedWebhook } from '../webhooks/testing/webhook-receiver';
export { cameraPhoto } from '../files/testing/camera-photo';
