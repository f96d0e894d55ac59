// The streamed .xlsx answer: a failure before the first rows is an ordinary error answer, a failure
// after the file started is an aborted download, never a complete-looking file.
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import errors, { UNEXPECTED_ERROR } from '../plugins/errors.ts';
import { sendXlsx, XLSX_TYPE } from './xlsx.ts';

const app = Fastify({ logger: false });
const columns = [{ header: 'Text', value: (row: string) => row }];

async function* failingAfter(rows: number) {
  for (let i = 0; i < rows; i++) yield `row ${i} ${'x'.repeat(200)}`;
  throw new Error('relation "no_such_table" does not exist');
}

beforeAll(async () => {
  await app.register(errors);
  app.get('/fails-at-once', (_request, reply) => sendXlsx(reply, 'a.xlsx', 'Sheet', columns, failingAfter(0)));
  app.get('/fails-midway', (_request, reply) => sendXlsx(reply, 'a.xlsx', 'Sheet', columns, failingAfter(50_000)));
  app.get('/works', (_request, reply) => sendXlsx(reply, 'a.xlsx', 'Sheet', columns, ['a', 'b']));
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const url = (path: string) => {
  const address = app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}${path}`;
};

test('a file that can be read whole is sent as an attachment', async () => {
  const res = await fetch(url('/works'));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

test('a failure before the first rows answers a JSON 500 with the spec §8 text, not an empty 200', async () => {
  const res = await fetch(url('/fails-at-once'));
  expect(res.status).toBe(500);
  expect(await res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: UNEXPECTED_ERROR });
});

test('a failure after the file started aborts the download', async () => {
  const res = await fetch(url('/fails-midway'));
  expect(res.status).toBe(200);
  await expect(res.arrayBuffer()).rejects.toThrow();
});
