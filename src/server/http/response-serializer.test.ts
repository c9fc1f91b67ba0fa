import { ResponseSerializationError } from '@fastify/type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userSchema } from '@shared/schemas/user';
import { errorSchema, okSchema } from './envelope';
import { readsTheSameBothWays, responseSerializerCompiler } from './response-serializer';

const serializerFor = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

const user: z.infer<typeof userSchema> = {
  id: 7,
  username: 'player7',
  display_name: 'Player',
  phone_number: '9876543210',
  email: null,
  status: 'active',
  role: 'player',
  is_demo: false,
  balance: 100.5,
  bonus_balance: 0,
  available_credit: 100.5,
  net_exposure: 0,
};

describe('readsTheSameBothWays', () => {
  it('holds for plain data: objects, arrays, unions, optional, nullable, records, recursion', () => {
    type Tree = { name: string; children: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
    const plain = [
      okSchema(z.object({ user: userSchema })),
      errorSchema,
      z.object({ a: z.array(z.number().int().min(0)), b: z.union([z.literal('x'), z.null()]), c: z.string().optional().nullable() }),
      z.discriminatedUnion('kind', [z.object({ kind: z.literal('a'), n: z.number() }), z.object({ kind: z.literal('b') })]),
      z.record(z.string(), z.tuple([z.number(), z.enum(['back', 'lay'])])),
      tree,
    ];
    for (const schema of plain) expect(readsTheSameBothWays(schema)).toBe(true);
  });

  it('does not hold where encoding differs: transforms, codecs, defaults, catch, coercion', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() });
    const differing = [
      z.object({ a: z.string().transform((text) => text.length) }),
      z.object({ at: isoDate }),
      z.object({ n: z.number().default(1) }),
      z.object({ n: z.number().catch(0) }),
      z.object({ n: z.coerce.number() }),
      z.array(z.preprocess((value) => value, z.string())),
    ];
    for (const schema of differing) expect(readsTheSameBothWays(schema)).toBe(false);
  });
});

describe('responseSerializerCompiler', () => {
  it('writes only the schema’s fields, as encoding would', () => {
    const schema = okSchema(z.object({ user: userSchema }));
    const text = serializerFor(schema)({ success: true, data: { user: { ...user, password_hash: 'secret' } }, extra: 1 });
    expect(JSON.parse(text)).toEqual({ success: true, data: { user } });
    expect(text).toBe(JSON.stringify(z.safeEncode(schema, { success: true, data: { user } }).data));
  });

  it('refuses an answer that breaks its schema, fast path or not', () => {
    const fast = serializerFor(okSchema(z.object({ user: userSchema })));
    expect(() => fast({ success: true, data: { user: { ...user, balance: 'lots' } } })).toThrow(ResponseSerializationError);
    const encoded = serializerFor(z.object({ n: z.number().default(1), at: z.date() }));
    expect(() => encoded({ n: 'one', at: new Date(0) })).toThrow(ResponseSerializationError);
  });

  it('still encodes a schema with a codec', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() });
    expect(serializerFor(z.object({ at: isoDate }))({ at: new Date(Date.UTC(2026, 10, 28)) })).toBe('{"at":"2026-11-28T00:00:00.000Z"}');
  });
});
