// Demo support incidents (issue 12), seeded with the demo accounts (demo-data.ts) so that "My
// incidents" and the agent console have something to show: per tenant, two incidents of the
// supplier's user (one answered by the support agent and waiting on the customer, with an internal
// note) and one of the basic vendor's admin, in the tenant's language. Reference numbers take the
// tenant's counter like any incident (modules/support/repository.ts).
import type { TenantConfig } from '../../tenants/schema.ts';
import { legalLanguage } from '../../tenants/schema.ts';
import type { IncidentStatus } from '../../tenants/incident-status.ts';
import { detailsOf } from '../modules/activity-logs/catalogue.ts';
import { recordActivity } from '../services/activity-log.ts';
import { incidentSubject, referenceNumber } from '../modules/support/service.ts';
import type { Db } from '../db/database.ts';

interface DemoIncident {
  account: 'supplier-user' | 'basic-vendor-admin';
  daysAgo: number;
  status: IncidentStatus;
  /** Support type, issue, issue type as the tenant's tree has them; queue and product as routed. */
  path: [number, number, number | null];
  queueId: number;
  description: string;
  /** The agent's public reply and internal note, if any. */
  reply?: string;
  note?: string;
}

const TEXTS = {
  en: {
    dashboard: 'The weekly sales dashboard shows no data for store 4417 since Monday. Other stores look fine.',
    reply: 'Thanks for reporting this. Store 4417 was missing from Monday’s load; we reloaded it. Can you check the dashboard again?',
    note: 'Loader skipped store 4417 (file arrived late). Reloaded manually at 09:40.',
    access: 'Please add my colleague to the Channel Performance app; she takes over our weekly reporting.',
    basic: 'I cannot find where to download last month’s invoice summary in the portal.',
  },
  es: {
    dashboard: 'El tablero semanal de ventas no muestra datos de la tienda 4417 desde el lunes. Las demás tiendas están bien.',
    reply: 'Gracias por avisarnos. La tienda 4417 faltaba en la carga del lunes; ya la recargamos. ¿Puede revisar el tablero otra vez?',
    note: 'El cargador omitió la tienda 4417 (el archivo llegó tarde). Recarga manual a las 09:40.',
    access: 'Por favor agreguen a mi colega a la aplicación Channel Performance; ella llevará nuestros reportes semanales.',
    basic: 'No encuentro dónde descargar el resumen de facturas del mes pasado en el portal.',
  },
  fr: {
    dashboard: 'Le tableau de bord hebdomadaire des ventes n’affiche aucune donnée pour le magasin 4417 depuis lundi.',
    reply: 'Merci de nous l’avoir signalé. Le magasin 4417 manquait au chargement de lundi; nous l’avons rechargé. Pouvez-vous vérifier?',
    note: 'Le chargeur a ignoré le magasin 4417 (fichier arrivé en retard). Rechargé à la main à 09 h 40.',
    access: 'Veuillez ajouter ma collègue à l’application Channel Performance; elle reprend nos rapports hebdomadaires.',
    basic: 'Je ne trouve pas où télécharger le résumé des factures du mois dernier dans le portail.',
  },
} as const;

function incidentsOf(tenant: TenantConfig): DemoIncident[] {
  const text = TEXTS[legalLanguage(tenant.locales.default)];
  const { queues, basicVendor } = tenant.support.special;
  const us = tenant.id === 'us';
  return [
    {
      account: 'supplier-user',
      daysAgo: 9,
      status: 'waiting_on_customer',
      path: us ? [1466, 5010, 5401] : [1463, 5001, 5111],
      queueId: us ? queues.shopperBehavior : queues.dataVentures,
      description: text.dashboard,
      reply: text.reply,
      note: text.note,
    },
    {
      account: 'supplier-user',
      daysAgo: 2,
      status: 'new',
      path: us ? [1466, 5010, 5401] : [1463, 5001, 5111],
      queueId: us ? queues.shopperBehavior : queues.dataVentures,
      description: text.access,
    },
    {
      account: 'basic-vendor-admin',
      daysAgo: 0,
      status: 'new',
      path: [basicVendor.supportType, basicVendor.issue, null],
      queueId: queues.basicVendor,
      description: text.basic,
    },
  ];
}

/** Seeds the tenant's demo incidents; `accounts` are the demo accounts' ids, `people` their names. */
export async function seedDemoIncidents(
  trx: Db,
  tenant: TenantConfig,
  accounts: Record<
    string,
    { id: string; companyId: string | null; companyName: string; firstName: string; lastName: string; login: string }
  >,
  now = new Date(),
): Promise<void> {
  const agent = accounts['support-agent'];
  const [generalProduct, shopperBehaviorProduct] = tenant.support.special.productIds;
  const demo = incidentsOf(tenant);
  for (const [i, incident] of demo.entries()) {
    const requester = accounts[incident.account];
    if (!requester) continue;
    const filed = new Date(now.getTime() - incident.daysAgo * 86_400_000 - 3_600_000);
    const reference = referenceNumber(i + 1, filed);
    const subject = incidentSubject(incident.description);
    const { id } = await trx
      .insertInto('incidents')
      .values({
        tenant_id: tenant.id,
        reference_number: reference,
        requester_user_id: requester.id,
        company_id: requester.companyId,
        account_type: 25,
        support_type_id: incident.path[0],
        issue_id: incident.path[1],
        issue_type_id: incident.path[2],
        sub_issue_type_id: null,
        subject,
        first_name: requester.firstName,
        last_name: requester.lastName,
        primary_contact_email: requester.login,
        company_name: requester.companyName,
        call_back_number: null,
        situation_description: incident.description,
        locale: tenant.locales.default,
        queue_id: incident.queueId,
        product_id: incident.queueId === tenant.support.special.queues.shopperBehavior ? shopperBehaviorProduct! : generalProduct!,
        status: incident.status,
        assignee_user_id: incident.reply && agent ? agent.id : null,
        created_at: filed,
        updated_at: incident.reply ? new Date(filed.getTime() + 86_400_000) : filed,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (requester.companyId) {
      await recordActivity(trx, {
        tenant_id: tenant.id,
        company_id: requester.companyId,
        actor_user_id: requester.id,
        entity_id: id,
        event: 'INCIDENT_CREATED',
        details: detailsOf('INCIDENT_CREATED', { reference, subject }),
      });
    }
    if (agent && incident.reply) {
      const answered = new Date(filed.getTime() + 86_400_000);
      await trx
        .insertInto('incident_threads')
        .values([
          {
            tenant_id: tenant.id,
            incident_id: id,
            author_user_id: agent.id,
            body: incident.note!,
            internal: true,
            from_support: true,
            created_at: new Date(answered.getTime() - 600_000),
          },
          {
            tenant_id: tenant.id,
            incident_id: id,
            author_user_id: agent.id,
            body: incident.reply,
            internal: false,
            from_support: true,
            created_at: answered,
          },
        ])
        .execute();
    }
  }
  await trx.insertInto('incident_reference_counters').values({ tenant_id: tenant.id, last_number: demo.length }).execute();
}
