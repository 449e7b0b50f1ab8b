import { readdirSync, readFileSync } from 'node:fs';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { configFromEnv } from '../../src/service/config.js';

/*
 * deploy/ checked offline against the Kubernetes API schemas that kubernetes-models bundles
 * (recent enough for the preStop sleep action of Kubernetes 1.30), then for what the schemas
 * cannot say: probes on the right paths, a grace period over the service's own drain, selectors
 * that match.
 */
const DIR = new URL('../../deploy/', import.meta.url);
const KINDS = {
  'apps/v1 Deployment': (data: unknown) => new Deployment(data as Deployment),
  'v1 Service': (data: unknown) => new Service(data as Service),
  'autoscaling/v2 HorizontalPodAutoscaler': (data: unknown) => new HorizontalPodAutoscaler(data as HorizontalPodAutoscaler),
  'policy/v1 PodDisruptionBudget': (data: unknown) => new PodDisruptionBudget(data as PodDisruptionBudget),
  'networking.k8s.io/v1 NetworkPolicy': (data: unknown) => new NetworkPolicy(data as NetworkPolicy),
} as const;

interface Manifest {
  file: string;
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec: any;
}

const kustomization = readFileSync(new URL('kustomization.yaml', DIR), 'utf8');
const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
const manifests: Manifest[] = files.flatMap((file) =>
  parseAllDocuments(readFileSync(new URL(file, DIR), 'utf8')).map((doc) => ({ file, ...(doc.toJS() as Omit<Manifest, 'file'>) })),
);
const find = (kind: string, name: string) => manifests.find((m) => m.kind === kind && m.metadata.name === name)!;

/** Validates as the kind's schema says; throws with the schema's complaint otherwise. */
function validate(manifest: unknown): void {
  const { apiVersion, kind } = manifest as Manifest;
  const model = KINDS[`${apiVersion} ${kind}` as keyof typeof KINDS];
  if (!model) throw new Error(`no schema for ${apiVersion} ${kind}`);
  model(manifest).validate();
}

describe('the Kubernetes manifests', () => {
  it('are all listed in kustomization.yaml', () => {
    for (const file of files) expect(kustomization).toContain(`- ${file}`);
  });

  for (const manifest of manifests) {
    it(`${manifest.file}: ${manifest.kind} ${manifest.metadata.name} matches the Kubernetes schema`, () => {
      expect(() => validate(manifest)).not.toThrow();
    });
  }

  // The bundled schemas check types and required fields; like Kubernetes' own they allow unknown fields.
  it('the validator refuses a wrong type or a missing required field', () => {
    const deployment = structuredClone(find('Deployment', 'move-service'));
    expect(() => validate({ ...deployment, spec: { ...deployment.spec, replicas: 'three' } })).toThrow();
    const { selector: _, ...noSelector } = deployment.spec;
    expect(() => validate({ ...deployment, spec: noSelector })).toThrow();
  });

  it('runs the image placeholder with probes, WORKERS from the CPU limit, and a grace period over the drain', () => {
    const { spec } = find('Deployment', 'move-service');
    const pod = spec.template.spec;
    const [container] = pod.containers;
    expect(container.image).toBe('IMAGE');
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    // Both on the probe port, which is the one PROBE_PORT names.
    const probe = container.ports.find((p: { name: string }) => p.name === 'probe');
    expect([container.readinessProbe.httpGet.port, container.livenessProbe.httpGet.port]).toEqual(['probe', 'probe']);
    expect(container.env.find((e: { name: string }) => e.name === 'PROBE_PORT').value).toBe(String(probe.containerPort));
    const workers = container.env.find((e: { name: string }) => e.name === 'WORKERS');
    expect(workers.valueFrom.resourceFieldRef.resource).toBe('limits.cpu');
    expect(container.resources.limits.cpu).toBeDefined();
    expect(container.resources.requests.memory).toBeDefined();
    // The service drains for 30 s after SIGTERM (listen's shutdown), which comes after the preStop pause.
    const pause = container.lifecycle.preStop.sleep.seconds;
    expect(pause).toBeGreaterThan(0);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(pause + 30);
    // Every variable the manifest sets is one the service reads, with a value it accepts.
    const literal = Object.fromEntries(container.env.filter((e: { value?: string }) => e.value !== undefined).map((e: { name: string; value: string }) => [e.name, e.value]));
    expect(() => configFromEnv({ ...literal, WORKERS: '2' })).not.toThrow();
  });

  it('points the Service, the autoscaler and the disruption budget at the Deployment', () => {
    const deployment = find('Deployment', 'move-service');
    const labels = deployment.spec.template.metadata.labels;
    const matches = (selector: Record<string, string>) => Object.entries(selector).every(([k, v]) => labels[k] === v);
    expect(matches(find('Service', 'move-service').spec.selector)).toBe(true);
    expect(matches(find('PodDisruptionBudget', 'move-service').spec.selector.matchLabels)).toBe(true);
    const hpa = find('HorizontalPodAutoscaler', 'move-service').spec;
    expect(hpa.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'move-service' });
    expect(hpa.metrics[0].resource.name).toBe('cpu');
    const port = deployment.spec.template.spec.containers[0].ports[0];
    expect(find('Service', 'move-service').spec.ports[0].targetPort).toBe(port.name);
  });

  it('gives Redis a password from the Secret kustomize generates from a file kept out of git', () => {
    const secretRef = { secretKeyRef: { name: 'move-service-redis', key: 'password' } };
    const redis = find('Deployment', 'move-service-redis').spec.template.spec.containers[0];
    expect(redis.env).toContainEqual({ name: 'REDIS_PASSWORD', valueFrom: secretRef });
    expect(redis.args.join(' ')).toContain('--requirepass $(REDIS_PASSWORD)');
    const env: { name: string; value?: string }[] = find('Deployment', 'move-service').spec.template.spec.containers[0].env;
    const names = env.map((e) => e.name);
    expect(env).toContainEqual({ name: 'REDIS_PASSWORD', valueFrom: secretRef });
    expect(env.find((e) => e.name === 'CACHE_URL')!.value).toBe('redis://:$(REDIS_PASSWORD)@move-service-redis:6379');
    // Kubernetes fills in $(VAR) only from variables listed before.
    expect(names.indexOf('REDIS_PASSWORD')).toBeLessThan(names.indexOf('CACHE_URL'));
    const generator = parseAllDocuments(kustomization)[0]!.toJS().secretGenerator;
    expect(generator).toEqual([{ name: 'move-service-redis', envs: ['redis-password.env'] }]);
    expect(readFileSync(new URL('../../.gitignore', import.meta.url), 'utf8')).toMatch(/^\/deploy\/redis-password\.env$/m);
  });

  it('admits only the service to Redis, on its port', () => {
    const policy = find('NetworkPolicy', 'move-service-redis').spec;
    const redis = find('Deployment', 'move-service-redis').spec.template;
    const service = find('Deployment', 'move-service').spec.template;
    const selects = (selector: Record<string, string>, labels: Record<string, string>) => Object.entries(selector).every(([k, v]) => labels[k] === v);
    expect(selects(policy.podSelector.matchLabels, redis.metadata.labels)).toBe(true);
    expect(policy.policyTypes).toEqual(['Ingress']);
    expect(policy.ingress).toHaveLength(1);
    const [rule] = policy.ingress;
    expect(rule.from).toHaveLength(1);
    expect(selects(rule.from[0].podSelector.matchLabels, service.metadata.labels)).toBe(true);
    expect(selects(rule.from[0].podSelector.matchLabels, redis.metadata.labels)).toBe(false);
    expect(rule.ports).toEqual([{ protocol: 'TCP', port: redis.spec.containers[0].ports[0].containerPort }]);
  });
});
