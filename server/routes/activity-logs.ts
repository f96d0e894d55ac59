import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const activityLogs: FastifyPluginAsyncTypebox = async () => {};

export default activityLogs;
