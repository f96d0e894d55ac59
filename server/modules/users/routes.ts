// Supplier user management (spec §2 "Admin tables", §3 "User", "Pending user", "Blocked user",
// "Access request", §7 "Supplier user management", §9): a company admin lists, edits, blocks,
// unblocks and deletes the company's users, reviews pending creations and decides access
// requests. Every change runs in one transaction with its activity-log entries. Users are always
// looked up by tenant AND company, so an id of another company or tenant answers 404 and is never
// touched. Invitations (validate, create, resend) live in modules/invitations; Excel bulk in bulk-users.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import userExport from './export-routes.ts';
import userLists from './list-routes.ts';
import userChanges from './mutation-routes.ts';

/** The lists, their export and the changes, registered in this order. */
const users: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(userLists);
  await app.register(userExport);
  await app.register(userChanges);
};

export default users;
