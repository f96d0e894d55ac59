import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const partners: FastifyPluginAsyncTypebox = async () => {};

export default partners;
