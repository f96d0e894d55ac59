import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../config.ts';

const bulkUsers: FastifyPluginAsyncTypebox<{ config: Config }> = async () => {};

export default bulkUsers;
