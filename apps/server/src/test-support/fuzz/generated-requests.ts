import fc from 'fast-check';
import type { FuzzBody, FuzzRequest, FuzzTarget, Piece } from './fuzz-request.ts';
import { rawPieces } from './hostile-requests.ts';
import { hostileBodies, hostileHeaders, hostileJsonValues, hostileKeys, hostileStrings } from './hostile-values.ts';
import { arbitraryOf, fieldsOf, inputSchemaOf, type Hints } from './schema-arbitrary.ts';

const asPiece = (value: unknown): Piece =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null && 'raw' in value && typeof value.raw === 'string' ? { raw: value.raw } : (JSON.stringify(value) ?? '');

/** A query value: the schema's own (or a hint), a hostile string or raw bytes, or several of them (a repeated key). */
const queryLeaf = (own: fc.Arbitrary<unknown>) => {
  const one = fc.oneof({ arbitrary: own, weight: 8 }, { arbitrary: fc.constantFrom(...hostileStrings), weight: 2 }, { arbitrary: fc.constantFrom(...rawPieces), weight: 1 });
  return fc.oneof({ arbitrary: one, weight: 8 }, { arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }), weight: 1 });
};

/** A body field: the schema's own (or a hint), or a hostile string or JSON value. */
const bodyLeaf = (own: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: own, weight: 8 }, { arbitrary: fc.constantFrom(...hostileStrings), weight: 1 }, { arbitrary: fc.constantFrom(...hostileJsonValues), weight: 1 });

/** Now and then, a few of `values` (most requests carry none). */
const sometimes = <T>(values: fc.Arbitrary<T>): fc.Arbitrary<T[]> =>
  fc.oneof({ arbitrary: fc.constant<T[]>([]), weight: 3 }, { arbitrary: fc.array(values, { minLength: 1, maxLength: 2 }), weight: 1 });

const extraQueryKeys = sometimes(fc.tuple(fc.oneof(fc.constantFrom(...hostileKeys), fc.constantFrom(...rawPieces)), fc.constantFrom(...hostileStrings)));
const extraBodyKeys = sometimes(fc.tuple(fc.constantFrom(...hostileKeys), fc.constantFrom(...hostileJsonValues)));

/** Requests for one route made from its schemas: mostly well-formed, with hostile values, keys, bodies and headers mixed in. */
export function requestArbitrary(target: FuzzTarget, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const paramsSchema = inputSchemaOf(target.params);
  const paramModel: Record<string, fc.Arbitrary<Piece>> = {};
  for (const name of fieldsOf(paramsSchema).names) {
    const property = paramsSchema.properties?.[name] ?? true;
    const own = arbitraryOf({ type: 'object', properties: { [name]: property }, required: [name] }, { hints }).map((o) => asPiece((o as Record<string, unknown>)[name]));
    paramModel[name] = fc.oneof({ arbitrary: own, weight: 8 }, { arbitrary: fc.constantFrom(...hostileStrings), weight: 2 }, { arbitrary: fc.constantFrom(...rawPieces), weight: 1 });
  }
  const params = fc.record(paramModel);

  const queryObject = arbitraryOf(inputSchemaOf(target.query), { hints, leaf: queryLeaf });
  const query = fc.tuple(queryObject, extraQueryKeys).map(([object, extras]) => {
    const pairs: [Piece, Piece][] = [];
    for (const [key, value] of Object.entries(object as Record<string, unknown>)) {
      for (const one of Array.isArray(value) ? value : [value]) pairs.push([key, asPiece(one)]);
    }
    for (const [key, value] of extras) pairs.push([key, value]);
    return pairs;
  });

  const json = arbitraryOf(inputSchemaOf(target.body), { hints, leaf: bodyLeaf, extraKeys: extraBodyKeys }).map((value): FuzzBody => ({ json: value }));
  const body: fc.Arbitrary<FuzzBody | undefined> =
    target.method === 'GET'
      ? fc.oneof({ arbitrary: fc.constant(undefined), weight: 12 }, { arbitrary: fc.constantFrom(...hostileBodies).map((b): FuzzBody => ({ raw: b.payload, contentType: b.contentType })), weight: 1 })
      : fc.oneof(
          { arbitrary: json, weight: 8 },
          { arbitrary: fc.constantFrom(...hostileBodies).map((b): FuzzBody => ({ raw: b.payload, contentType: b.contentType })), weight: 1 },
          { arbitrary: fc.constantFrom(...hostileJsonValues).map((value): FuzzBody => ({ json: value })), weight: 1 },
        );

  const headers = fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary: fc.constantFrom(...hostileHeaders), weight: 1 });
  const method = target.method === 'GET' ? fc.oneof({ arbitrary: fc.constant('GET'), weight: 9 }, { arbitrary: fc.constant('HEAD'), weight: 1 }) : fc.constant(target.method);
  return fc.record({ method, params, query, body, headers });
}
