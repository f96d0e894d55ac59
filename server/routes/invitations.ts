import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../config.ts';

const invitations: FastifyPluginAsyncTypebox<{ config: Config }> = async () => {};

export default invitations;
