// The outbox as the development mailbox shows it: the tenant's newest messages.
import type { TenantDb } from '../../db/scope.ts';

export function devMailboxRepository(scoped: TenantDb) {
  return {
    /** The tenant's 100 newest messages, to one address when given. */
    newest(to?: string) {
      return scoped
        .selectFromTenant('mail_outbox')
        .selectAll()
        .$if(to !== undefined, (qb) => qb.where('to_address', '=', to!))
        .orderBy('created_at', 'desc')
        .limit(100)
        .execute();
    },
  };
}
