import {describe, expect, it} from 'vitest';
import {judgeAudit} from '../../scripts/lib/auditReport';

const report = (vulnerabilities: Record<string, {severity: string}>) =>
  JSON.stringify({vulnerabilities, metadata: {vulnerabilities: {high: Object.keys(vulnerabilities).length}}});

describe('the dependency audit gate', () => {
  it('passes a report with only low and moderate findings', () => {
    expect(judgeAudit(report({a: {severity: 'low'}, b: {severity: 'moderate'}}), []).kind).toBe('pass');
  });

  it('fails on a high or critical vulnerability, naming the package', () => {
    expect(judgeAudit(report({'some-lib': {severity: 'high'}, other: {severity: 'critical'}}), [])).toEqual({
      kind: 'fail',
      blocking: ['some-lib (high)', 'other (critical)'],
    });
  });

  it('accepts a vulnerability recorded with its reason in audit-exceptions.json', () => {
    const verdict = judgeAudit(report({'some-lib': {severity: 'high'}}), [
      {package: 'some-lib', reason: 'only reachable at build time'},
    ]);
    expect(verdict).toMatchObject({kind: 'pass', excepted: ['some-lib']});
  });

  it('tells an unreachable audit endpoint apart from a clean report', () => {
    const refused = JSON.stringify({
      statusCode: 405,
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(judgeAudit(refused, [])).toEqual({
      kind: 'unreachable',
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers as any
      detail: expect.stringContaining('405'),
      refused: true,
    });
  });

  it('tells a refused audit endpoint apart from one that did not answer', () => {
    const timedOut = JSON.stringify({
      message: 'request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed, reason: ETIMEDOUT',
    });
    expect(judgeAudit(timedOut, [])).toMatchObject({kind: 'unreachable', refused: false});
    expect(judgeAudit(JSON.stringify({statusCode: 503, message: '503 Service Unavailable'}), [])).toMatchObject({
      kind: 'unreachable',
      refused: false,
    });
    expect(judgeAudit('npm ERR! network', [])).toMatchObject({kind: 'unreachable', refused: false});
  });
});
