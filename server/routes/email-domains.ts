import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const emailDomains: FastifyPluginAsyncTypebox = async () => {};

export default emailDomains;
