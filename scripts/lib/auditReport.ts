/**
 * Reads the JSON that `npm audit --json` prints and decides whether the
 * dependency gate passes: no high or critical vulnerability in production
 * dependencies, except those listed in audit-exceptions.json with a reason.
 */

export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

export const BLOCKING: readonly Severity[] = ['high', 'critical'];

/** What a registry (or a read-only proxy of it) answers when it does not serve the audit endpoint at all. */
const METHOD_NOT_ALLOWED = 405;

export interface AuditException {
  package: string;
  reason: string;
}

export type AuditVerdict =
  | {kind: 'pass'; counts: Partial<Record<Severity, number>>; excepted: string[]}
  | {kind: 'fail'; blocking: string[]}
  /** `refused`: the registry answered that it does not serve the audit endpoint (HTTP 405), rather than failing to answer. */
  | {kind: 'unreachable'; detail: string; refused: boolean};

interface AuditJson {
  statusCode?: number;
  message?: string;
  error?: unknown;
  vulnerabilities?: Record<string, {severity: Severity; via?: unknown[]}>;
  metadata?: {vulnerabilities?: Partial<Record<Severity, number>>};
}

export function judgeAudit(output: string, exceptions: AuditException[]): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(output) as AuditJson;
  } catch {
    return {kind: 'unreachable', detail: `npm audit printed no JSON: ${output.slice(0, 200)}`, refused: false};
  }
  if (!report.vulnerabilities || !report.metadata) {
    return {
      kind: 'unreachable',
      detail: report.message ?? 'npm audit returned no report',
      refused: report.statusCode === METHOD_NOT_ALLOWED,
    };
  }
  const excepted = new Set(exceptions.map((exception) => exception.package));
  const found = Object.entries(report.vulnerabilities).filter(([, entry]) => BLOCKING.includes(entry.severity));
  const blocking = found.filter(([name]) => !excepted.has(name)).map(([name, entry]) => `${name} (${entry.severity})`);
  if (blocking.length > 0) {
    return {kind: 'fail', blocking};
  }
  return {kind: 'pass', counts: report.metadata.vulnerabilities ?? {}, excepted: found.map(([name]) => name)};
}
