import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { REPOSITORY_ROOT } from '../config/app-config';
import { allProjections } from '../all-projections';
import { eventually } from '../event-store/testing/test-events';
import { API, createJob } from '../jobs/testing/job-fixtures';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import { createTestApp } from '../testing/test-app';
import { WebhookReceiver } from '../webhooks/testing/webhook-receiver';
import { NO_HOLDER } from './leases/lease.collector';
import { exportedNames, parsePrometheusText, type MetricFamily } from './testing/prometheus-text';
import { metricNamesIn } from './testing/promql-metric-names';

const TOKEN = 'metrics-token-for-the-test';
const INSTANCE_ID = 'metrics-test';

describe('GET /metrics', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    t = await createTestApp({ METRICS_TOKEN: TOKEN, INSTANCE_ID, WEBHOOKS_ALLOW_PRIVATE: 'true' });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const scrape = async () => {
    const answer = await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    return parsePrometheusText(answer.text);
  };
  const family = (families: Map<string, MetricFamily>, name: string) => {
    const found = families.get(name);
    if (!found) throw new Error(`${name} is not exported`);
    return found;
  };
  const total = (families: Map<string, MetricFamily>, name: string) =>
    family(families, name).samples.reduce((sum, { value }) => sum + value, 0);

  it('answers only the operators’ token', async () => {
    await t.http.get('/metrics').expect(401);
    await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await t.http.get('/metrics').set('Authorization', TOKEN).expect(401);
    const user = await t.login('admin');
    await t.http.get('/metrics').set('Authorization', `Bearer ${user}`).expect(401);
  });

  it('is not an API route nor in the OpenAPI document', async () => {
    await t.http.get(`${API}/metrics`).set('Authorization', `Bearer ${TOKEN}`).expect(404);
    const superAdmin = await t.login('super');
    const document = await t.http
      .get(`${API}/openapi.json`)
      .set('Authorization', `Bearer ${superAdmin}`)
      .expect(200);
    expect(
      Object.keys(document.body.paths as object).some((path) => path.includes('metrics')),
    ).toBe(false);
  });

  it('counts requests by route template and appends as they happen; reads the rest at scrape time', async () => {
    const before = await scrape();
    const auth = { Authorization: `Bearer ${await t.login('admin')}` };
    const jobId = await createJob(t, auth);
    await t.http.get(`${API}/job/${jobId}/notes`).set(auth).expect(200);
    await t.http.get(`${API}/no-such-route/${jobId}`).set(auth).expect(404);
    const after = await scrape();

    const appends = 'job_intake_event_store_appends_total';
    const events = 'job_intake_event_store_events_appended_total';
    expect(total(after, appends)).toBeGreaterThan(total(before, appends));
    expect(total(after, events)).toBeGreaterThan(total(before, events));

    const requests = family(after, 'job_intake_http_request_duration_seconds');
    expect(requests.type).toBe('histogram');
    const counted = (route: string, method: string, status: string) =>
      requests.samples.find(
        ({ name, labels }) =>
          name.endsWith('_count') &&
          labels.route === route &&
          labels.method === method &&
          labels.status === status,
      )?.value ?? 0;
    expect(counted(`${API}/job`, 'POST', '201')).toBeGreaterThanOrEqual(1);
    expect(counted(`${API}/job/:id/notes`, 'GET', '200')).toBe(1);
    // Never a raw URL: an unknown path is counted under a fixed label, no job's id in any.
    const notFound = requests.samples.filter(({ labels }) => labels.status === '404');
    expect(notFound.length).toBeGreaterThan(0);
    expect(notFound.every(({ labels }) => !labels.route?.includes('no-such-route'))).toBe(true);
    expect(requests.samples.some(({ labels }) => labels.route?.includes(jobId))).toBe(false);

    for (const name of [
      'projection_checkpoint_position',
      'projection_lag_events',
      'projection_lag_seconds',
    ]) {
      const projections = family(after, `job_intake_${name}`).samples.map(
        ({ labels }) => labels.projection,
      );
      expect(projections.sort()).toEqual(
        allProjections.map((projection) => projection.name).sort(),
      );
    }
    expect(family(after, 'job_intake_outbox_pending_emails').samples).toHaveLength(1);
    expect(family(after, 'job_intake_outbox_oldest_pending_age_seconds').samples).toHaveLength(1);

    const leases = family(after, 'job_intake_worker_lease_held').samples;
    const projectionsLease = leases.find(({ labels }) => labels.lease === 'projections');
    expect(projectionsLease).toMatchObject({ labels: { holder: INSTANCE_ID }, value: 1 });
    expect(leases.every(({ labels }) => labels.holder !== NO_HOLDER)).toBe(true);

    expect(total(after, 'job_intake_db_pool_total_clients')).toBeGreaterThan(0);
    expect(family(after, 'nodejs_eventloop_lag_seconds').samples).toHaveLength(1);
    expect(family(after, 'nodejs_heap_size_used_bytes').samples).toHaveLength(1);
    // Every sample names its instance.
    for (const { samples } of after.values())
      for (const { labels } of samples) expect(labels.instance_id).toBe(INSTANCE_ID);
  });

  it('counts webhook delivery attempts as they happen and reads their backlog at scrape time', async () => {
    const auth = { Authorization: `Bearer ${await t.login('admin')}` };
    const hooks = `${API}/company/${DEMO_COMPANY_ID}/webhooks`;
    const created = await t.http
      .post(hooks)
      .set(auth)
      .send({ url: receiver.url(), event_types: ['job.created'] })
      .expect(201);
    await createJob(t, auth);
    const succeeded = (families: Map<string, MetricFamily>) =>
      families
        .get('job_intake_webhook_delivery_attempts_total')
        ?.samples.find(({ labels }) => labels.outcome === 'succeeded')?.value ?? 0;
    await eventually(async () => succeeded(await scrape()) >= 1, 15_000);

    const paused = { enabled: false };
    await t.http.patch(`${hooks}/${created.body.endpoint.id}`).set(auth).send(paused).expect(200);
    const after = await scrape();
    const timed = family(after, 'job_intake_webhook_delivery_duration_seconds').samples;
    expect(timed.some(({ labels }) => labels.outcome === 'succeeded')).toBe(true);
    expect(family(after, 'job_intake_webhook_deliveries_open').samples).toHaveLength(1);
    expect(
      family(after, 'job_intake_webhook_oldest_open_delivery_age_seconds').samples,
    ).toHaveLength(1);
    const disabled = family(after, 'job_intake_webhook_endpoints_disabled').samples;
    const byReason = Object.fromEntries(
      disabled.map(({ labels, value }) => [labels.reason, value]),
    );
    expect(byReason).toEqual({ failing: 0, paused: 1 });
  });

  it('does not exist when METRICS_TOKEN is not set', async () => {
    const off = await createTestApp({}, t.database);
    try {
      await off.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    } finally {
      await off.close();
    }
  });

  describe('deploy/: the dashboard and the alert rules', () => {
    const deploy = join(REPOSITORY_ROOT, 'deploy');
    const rulesFolder = join(deploy, 'prometheus', 'rules');
    /** Made by Prometheus itself for each target, not by the app. */
    const PROMETHEUS_OWN = new Set(['up']);

    const ruleExpressions = () =>
      readdirSync(rulesFolder)
        .filter((file) => file.endsWith('.yml'))
        .flatMap((file) => {
          const rules = load(readFileSync(join(rulesFolder, file), 'utf8')) as {
            groups: { rules: { expr: string }[] }[];
          };
          return rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr));
        });

    const dashboardExpressions = () => {
      const dashboard = JSON.parse(
        readFileSync(join(deploy, 'grafana', 'dashboards', 'job-intake.json'), 'utf8'),
      ) as {
        panels: { targets?: { expr: string }[] }[];
        templating: { list: { definition: string }[] };
      };
      return [
        ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)),
        ...dashboard.templating.list.map((variable) => variable.definition),
      ];
    };

    it('name only metrics the app exports', async () => {
      const exported = exportedNames(await scrape());
      const rules = ruleExpressions();
      const panels = dashboardExpressions();
      expect(rules.length).toBeGreaterThanOrEqual(4);
      expect(panels.length).toBeGreaterThanOrEqual(10);
      const unknown = [...rules, ...panels].flatMap((expression) =>
        metricNamesIn(expression)
          .filter((name) => !exported.has(name) && !PROMETHEUS_OWN.has(name))
          .map((name) => `${name} in ${expression}`),
      );
      expect(unknown).toEqual([]);
    });

    it('reads the names out of PromQL, not its functions, labels or keywords', () => {
      expect(
        metricNamesIn(
          'histogram_quantile(0.95, sum by (le, route) (rate(a_bucket{route=~"x|y"}[5m] offset 1h))) > 1 and on (i) b unless max(c) without (d)',
        ),
      ).toEqual(['a_bucket', 'b', 'c']);
      expect(metricNamesIn('label_values(process_start_time_seconds, instance_id)')).toEqual([
        'process_start_time_seconds',
      ]);
    });
  });
});
