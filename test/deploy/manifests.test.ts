import { readdirSync, readFileSync } from 'node:fs';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
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
});
