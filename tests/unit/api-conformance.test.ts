/**
 * Our API specs against the upstream APIs of the documented releases, field by field and both ways
 * (tests/support/api-conformance.ts). Deliberate differences are listed with their reasons.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {ApiFacts} from '../upstream/apiFacts';
import {DOCUMENTED_RELEASES} from '../../src/constants';
import {compareWithUpstream, formatDifferences, type GatewayRoutes} from '../support/api-conformance';
import {EACH_API, REPO_ROOT, bundleSpec} from '../support/api-specs';

function upstreamFacts(api: string): ApiFacts {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, `tests/fixtures/upstream/api-${api}.json`), 'utf8')) as ApiFacts;
}

/**
 * Routes each gateway serves without a proto behind them, so the swagger files (and the facts) cannot list them.
 * Both gateways are built with grpc-gateway v2.25.1's `runtime.WithHealthzEndpoint` (arkd
 * server/internal/interface/grpc/service.go, fulmine internal/interface/grpc/service.go), which adds `GET /healthz`
 * and forwards it to the standard gRPC health service. Only that route: everything else must be in the facts.
 */
const GATEWAY_ROUTES: Record<(typeof EACH_API)[number][0], GatewayRoutes> = {
  arkd: {'GET /healthz': 'added by the gateway (runtime.WithHealthzEndpoint), not by a proto'},
  fulmine: {'GET /healthz': 'added by the gateway (runtime.WithHealthzEndpoint), not by a proto'},
};

describe.each(EACH_API)('the %s API specification against its upstream API', (id, reference) => {
  const facts = upstreamFacts(id);

  it('was derived from the documented commit', () => {
    expect(facts.commit).toBe(DOCUMENTED_RELEASES[id].commit);
  });

  it('has every upstream operation, field, JSON type and enum value, and nothing else, unless it says why', async () => {
    const {file, document} = await bundleSpec(reference);
    const report = compareWithUpstream(facts, document, GATEWAY_ROUTES[id]);
    if (report.explained.length > 0) {
      console.log(
        `${file}: ${report.explained.length} deliberate difference(s) from ${facts.repository}@${facts.commit.slice(0, 8)}:\n${formatDifferences(report.explained)}`,
      );
    }
    expect(
      report.unexplained,
      `${file} differs from ${facts.repository}@${facts.commit.slice(0, 8)} in ${report.unexplained.length} place(s) (fix the spec, or add x-upstream-difference with the reason):\n${formatDifferences(report.unexplained)}`,
    ).toEqual([]);
    expect(report.comparedOperations, `${file}: not every upstream operation was compared`).toBe(
      Object.keys(facts.operations).length,
    );
    expect(report.comparedFields, `${file}: no field was compared`).toBeGreaterThan(0);
  });
});

describe('the comparison with upstream', () => {
  const facts: ApiFacts = {
    repository: 'example/api',
    commit: '0'.repeat(40),
    sources: [],
    operations: {
      'GET /v1/thing/{thing.id}': {
        method: 'GET',
        path: '/v1/thing/{thing.id}',
        upstreamOperationId: 'Service_GetThing',
        pathParameters: [{name: 'thing.id', type: {kind: 'scalar', type: 'string'}}],
        queryParameters: [{name: 'page.size', type: {kind: 'scalar', type: 'integer'}}],
        requestBody: null,
        response: {kind: 'message', name: 'Thing'},
        errorResponse: {kind: 'message', name: 'rpcStatus'},
        streaming: false,
      },
    },
    messages: {
      Thing: {
        fields: {
          amount: {kind: 'scalar', type: 'string', format: 'uint64'},
          kind: {kind: 'enum', values: ['KIND_UNSPECIFIED', 'KIND_A']},
          parent: {kind: 'message', name: 'Thing'},
        },
      },
      rpcStatus: {fields: {code: {kind: 'scalar', type: 'integer'}}},
    },
  };
  const error = {content: {'application/json': {schema: {type: 'object', properties: {code: {type: 'integer'}}}}}};
  function specWith(
    thing: Record<string, unknown>,
    idParameter: Record<string, unknown> = {name: 'thing.id'},
    extraPaths: Record<string, unknown> = {},
  ): Record<string, unknown> {
    const name = String(idParameter.name);
    return {
      paths: {
        [`/v1/thing/{${name}}`]: {
          get: {
            parameters: [
              {in: 'path', schema: {type: 'string'}, ...idParameter},
              {name: 'page.size', in: 'query', schema: {type: 'integer'}},
            ],
            responses: {'200': {content: {'application/json': {schema: thing}}}, default: error},
          },
        },
        ...extraPaths,
      },
    };
  }

  it('accepts a spec that matches and follows recursive messages', () => {
    const thing: Record<string, unknown> = {
      type: 'object',
      properties: {
        amount: {type: 'string', format: 'uint64'},
        kind: {type: 'string', enum: ['KIND_UNSPECIFIED', 'KIND_A']},
      },
    };
    (thing.properties as Record<string, unknown>).parent = thing;
    const report = compareWithUpstream(facts, specWith(thing) as never);
    expect(report.unexplained).toEqual([]);
    expect(report.comparedOperations).toBe(1);
  });

  it('reports a wrong type, a missing enum value, a missing field and an invented one', () => {
    const report = compareWithUpstream(
      facts,
      specWith({
        type: 'object',
        properties: {amount: {type: 'integer'}, kind: {type: 'string', enum: ['KIND_A']}, invented: {type: 'string'}},
      }) as never,
    );
    expect(report.unexplained.map(({where, problem}) => `${where}: ${problem}`)).toEqual([
      'GET /v1/thing/{thing.id} response.amount: expected string (uint64), found integer',
      'GET /v1/thing/{thing.id} response.kind: enum differs: missing [KIND_UNSPECIFIED], extra []',
      'GET /v1/thing/{thing.id} response.parent: missing: upstream sends object Thing',
      'GET /v1/thing/{thing.id} response.invented: not upstream: Thing has no field invented',
    ]);
  });

  it('lists a difference that says why as explained, not as a failure', () => {
    const report = compareWithUpstream(
      facts,
      specWith({
        type: 'object',
        'x-upstream-difference': 'the example reason',
        properties: {
          amount: {type: 'string', format: 'uint64'},
          kind: {type: 'string', enum: ['KIND_UNSPECIFIED', 'KIND_A']},
        },
      }) as never,
    );
    expect(report.unexplained).toEqual([]);
    expect(report.explained).toEqual([
      {
        where: 'GET /v1/thing/{thing.id} response.parent',
        problem: 'missing: upstream sends object Thing',
        reason: 'the example reason',
      },
    ]);
  });

  const matchingThing: Record<string, unknown> = {
    type: 'object',
    properties: {
      amount: {type: 'string', format: 'uint64'},
      kind: {type: 'string', enum: ['KIND_UNSPECIFIED', 'KIND_A']},
    },
  };
  (matchingThing.properties as Record<string, unknown>).parent = matchingThing;

  it('reports a path parameter named otherwise than upstream, unless it says why', () => {
    const renamed = compareWithUpstream(facts, specWith(matchingThing, {name: 'id'}) as never);
    expect(renamed.unexplained.map(({where, problem}) => `${where}: ${problem}`)).toEqual([
      'GET /v1/thing/{id} path parameter 1 (thing.id): named id here',
    ]);
    const explained = compareWithUpstream(
      facts,
      specWith(matchingThing, {name: 'id', 'x-upstream-difference': 'upstream calls it thing.id'}) as never,
    );
    expect(explained.unexplained).toEqual([]);
    expect(explained.explained.map(({reason}) => reason)).toEqual(['upstream calls it thing.id']);
  });

  it('lists a route that no proto declares as explained only when it is a gateway route', () => {
    const health = {'/healthz': {get: {responses: {'200': {content: {'application/json': {schema: {}}}}}}}};
    const spec = specWith(matchingThing, undefined, health) as never;
    expect(compareWithUpstream(facts, spec).unexplained.map(({where, problem}) => `${where}: ${problem}`)).toEqual([
      'GET /healthz: not upstream: no such method and path',
    ]);
    const report = compareWithUpstream(facts, spec, {'GET /healthz': 'added by the gateway'});
    expect(report.unexplained).toEqual([]);
    expect(report.explained).toEqual([
      {where: 'GET /healthz', problem: 'not in the protos', reason: 'added by the gateway'},
    ]);
  });
});
