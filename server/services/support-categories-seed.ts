// The support category tree every tenant starts from (issue 12 §2; spec §3 "Support categories
// have levels 1 to 4 with id and value", §9 support ids and queues). Level 1 holds the support
// types of spec §9 and a tenant gets only its active ones (tenant.support.activeTypeIds) with all
// that lies below them. Issues, issue types and sub issue types use ids from 5000 up, clear of the
// support system's own numbers (1463–3257, the special issues 1805, 1810, 1858, 2047), and each id
// appears once in the whole tree, so it is unique in every tenant.
//
// Names are given in English and Spanish (Mexico) everywhere and in French (Canada) wherever a
// Canadian tenant can see them (the branches of 1463–1465); ensureSupportCategories refuses a tree
// that lacks a name in a language of a tenant that sees the node. A node without its own queue goes
// to its parent's. This module is the source of the rows: changing a name or a queue here changes
// it at the next start (db/seed.ts).
import { SPECIAL_SUPPORT_IDS } from '../../tenants/shared.ts';
import type { CategoryNames } from '../db/schema.ts';

export interface SeedCategory {
  id: number;
  names: CategoryNames;
  /** Spec §9 queue; children inherit it. */
  queueId?: number;
  /** The form offers the data dictionary for it (spec §2 nudge): data questions, report builder attribute mapping. */
  aboutData?: boolean;
  children?: SeedCategory[];
}

const { queues, requestAccess, basicVendor, dataQuestions, reportBuilderAttributeMapping } = SPECIAL_SUPPORT_IDS;

const n = (en: string, es: string, fr?: string): CategoryNames => (fr ? { en, es, fr } : { en, es });
const leaf = (id: number, en: string, es: string, fr?: string): SeedCategory => ({ id, names: n(en, es, fr) });

export const SUPPORT_CATEGORY_TREE: SeedCategory[] = [
  {
    id: requestAccess.supportType, // 1463
    names: n('Access and accounts', 'Acceso y cuentas', 'Accès et comptes'),
    queueId: queues.dataVentures,
    children: [
      {
        id: requestAccess.issue, // 2047
        names: n('Request access', 'Solicitar acceso', 'Demander un accès'),
        children: [
          leaf(5101, 'Access for a new user', 'Acceso para un usuario nuevo', 'Accès pour un nouvel utilisateur'),
          leaf(5102, 'Access to another product', 'Acceso a otro producto', 'Accès à un autre produit'),
          leaf(5103, 'Access for a third-party agency', 'Acceso para una agencia externa', 'Accès pour une agence tierce'),
        ],
      },
      {
        id: 5001,
        names: n('Sign-in and password', 'Inicio de sesión y contraseña', 'Connexion et mot de passe'),
        children: [
          leaf(5111, 'Cannot sign in', 'No puedo iniciar sesión', 'Impossible de me connecter'),
          leaf(
            5112,
            'Password reset e-mail not received',
            'No recibí el correo para restablecer la contraseña',
            'Courriel de réinitialisation non reçu',
          ),
          leaf(5113, 'Account blocked', 'Cuenta bloqueada', 'Compte bloqué'),
        ],
      },
      {
        id: 5002,
        names: n('User management', 'Administración de usuarios', 'Gestion des utilisateurs'),
        children: [
          leaf(5121, 'Add or remove users', 'Agregar o eliminar usuarios', 'Ajouter ou retirer des utilisateurs'),
          leaf(5122, "Change a user's role", 'Cambiar el rol de un usuario', "Modifier le rôle d'un utilisateur"),
          {
            id: 5123,
            names: n('Authorized domains', 'Dominios autorizados', 'Domaines autorisés'),
            children: [
              leaf(6001, 'Add a domain', 'Agregar un dominio', 'Ajouter un domaine'),
              leaf(6002, 'Remove a domain', 'Eliminar un dominio', 'Retirer un domaine'),
            ],
          },
        ],
      },
      {
        id: 5003,
        names: n('Company and partners', 'Empresa y socios', 'Entreprise et partenaires'),
        children: [
          leaf(5131, 'Link a third-party agency', 'Vincular una agencia externa', 'Associer une agence tierce'),
          leaf(5132, 'Change company details', 'Cambiar los datos de la empresa', "Modifier les renseignements de l'entreprise"),
        ],
      },
    ],
  },
  {
    id: 1464,
    names: n('Data and reports', 'Datos y reportes', 'Données et rapports'),
    queueId: queues.dataVentures,
    children: [
      {
        id: dataQuestions, // 1858
        names: n('Data questions', 'Preguntas sobre los datos', 'Questions sur les données'),
        aboutData: true,
        children: [
          {
            id: 5201,
            names: n('Definitions', 'Definiciones', 'Définitions'),
            children: [
              leaf(6011, 'Metric definition', 'Definición de una métrica', "Définition d'une mesure"),
              leaf(6012, 'Attribute definition', 'Definición de un atributo', "Définition d'un attribut"),
            ],
          },
          {
            id: 5202,
            names: n('Data discrepancy', 'Diferencia en los datos', 'Écart dans les données'),
            children: [
              leaf(6013, 'Sales figures', 'Cifras de ventas', 'Chiffres de ventes'),
              leaf(6014, 'Store counts', 'Número de tiendas', 'Nombre de magasins'),
              leaf(6015, 'Item counts', 'Número de artículos', "Nombre d'articles"),
            ],
          },
          leaf(5203, 'Data refresh timing', 'Horario de actualización de los datos', 'Calendrier de mise à jour des données'),
        ],
      },
      {
        id: reportBuilderAttributeMapping, // 1810
        names: n(
          'Report builder attribute mapping',
          'Mapeo de atributos del generador de reportes',
          'Correspondance des attributs du générateur de rapports',
        ),
        aboutData: true,
        children: [
          leaf(5211, 'Missing attribute', 'Falta un atributo', 'Attribut manquant'),
          leaf(5212, 'Incorrect mapping', 'Mapeo incorrecto', 'Correspondance incorrecte'),
        ],
      },
      {
        id: 5004,
        names: n('Scheduled reports and exports', 'Reportes programados y exportaciones', 'Rapports planifiés et exportations'),
        children: [
          leaf(5221, 'Report not delivered', 'El reporte no llegó', 'Rapport non livré'),
          leaf(5222, 'Export failed', 'La exportación falló', "L'exportation a échoué"),
        ],
      },
    ],
  },
  {
    id: basicVendor.supportType, // 1465
    names: n('Basic vendor support', 'Soporte para proveedores básicos', 'Soutien aux fournisseurs de base'),
    queueId: queues.basicVendor,
    children: [
      {
        id: basicVendor.issue, // 1805
        names: n('Basic vendor request', 'Solicitud de proveedor básico', 'Demande de fournisseur de base'),
        children: [
          leaf(5301, 'Account and access', 'Cuenta y acceso', 'Compte et accès'),
          leaf(5302, 'Data sharing addendum', 'Anexo de intercambio de datos', 'Avenant sur le partage des données'),
          leaf(5303, 'Periodic access review', 'Revisión periódica de accesos', 'Revue périodique des accès'),
        ],
      },
      {
        id: 5005,
        names: n('Basic reports', 'Reportes básicos', 'Rapports de base'),
        children: [
          leaf(5311, 'Understanding my report', 'Entender mi reporte', 'Comprendre mon rapport'),
          leaf(5312, 'Report not available', 'El reporte no está disponible', 'Rapport non disponible'),
        ],
      },
    ],
  },
  // Product support types: the US tenant only (spec §9), in English and Spanish.
  {
    id: 1466,
    names: n('Shopper Behavior', 'Comportamiento del comprador'),
    queueId: queues.shopperBehavior,
    children: [
      {
        id: 5010,
        names: n('Dashboard not loading', 'El tablero no carga'),
        children: [leaf(5401, 'Blank page', 'Página en blanco'), leaf(5402, 'Time-out', 'Tiempo de espera agotado')],
      },
      {
        id: 5011,
        names: n('Metrics questions', 'Preguntas sobre métricas'),
        children: [leaf(5403, 'Basket metrics', 'Métricas de canasta'), leaf(5404, 'Repeat rate', 'Tasa de recompra')],
      },
    ],
  },
  {
    id: 1467,
    names: n('Channel Performance', 'Desempeño del canal'),
    queueId: queues.dataVentures,
    children: [
      {
        id: 5020,
        names: n('Dashboards and insights', 'Tableros e insights'),
        children: [leaf(5411, 'Filters', 'Filtros'), leaf(5412, 'Date ranges', 'Rangos de fechas')],
      },
      {
        id: 5021,
        names: n('Data feeds and API', 'Feeds de datos y API'),
        children: [
          {
            id: 5413,
            names: n('Cloud feed delivery', 'Entrega de feeds en la nube'),
            children: [leaf(6021, 'Late delivery', 'Entrega tardía'), leaf(6022, 'Missing files', 'Faltan archivos')],
          },
          leaf(5414, 'API credentials', 'Credenciales de la API'),
        ],
      },
    ],
  },
  {
    id: 2033,
    names: n('Customer Perception', 'Percepción del cliente'),
    queueId: queues.shopperBehavior,
    children: [
      {
        id: 5030,
        names: n('Survey results', 'Resultados de encuestas'),
        children: [leaf(5421, 'Sample size', 'Tamaño de la muestra'), leaf(5422, 'Question wording', 'Redacción de las preguntas')],
      },
      leaf(5031, 'Access to studies', 'Acceso a estudios'),
    ],
  },
  {
    id: 3006,
    names: n('Digital Landscapes', 'Panorama digital'),
    queueId: queues.shopperBehavior,
    children: [
      leaf(5040, 'Search and share metrics', 'Métricas de búsqueda y participación'),
      leaf(5041, 'Competitor benchmarks', 'Comparativos con competidores'),
    ],
  },
  {
    id: 3148,
    names: n('Report Builder', 'Generador de reportes'),
    queueId: queues.dataVentures,
    children: [
      {
        id: 5050,
        names: n('Building a report', 'Crear un reporte'),
        children: [leaf(5431, 'Saving a report', 'Guardar un reporte'), leaf(5432, 'Sharing a report', 'Compartir un reporte')],
      },
      leaf(5051, 'Report run failed', 'La ejecución del reporte falló'),
    ],
  },
  {
    id: 2147,
    names: n('Insights Activation', 'Activación de insights'),
    queueId: queues.shopperBehavior,
    children: [leaf(5060, 'Audience activation', 'Activación de audiencias'), leaf(5061, 'Campaign measurement', 'Medición de campañas')],
  },
  {
    id: 2224,
    names: n('Modular Intelligence', 'Inteligencia modular'),
    queueId: queues.dataVentures,
    children: [leaf(5070, 'Module setup', 'Configuración de módulos'), leaf(5071, 'Module data', 'Datos del módulo')],
  },
  {
    id: 3257,
    names: n('Customer Pulse', 'Pulso del cliente'),
    queueId: queues.shopperBehavior,
    children: [leaf(5080, 'Pulse surveys', 'Encuestas de pulso'), leaf(5081, 'Results timing', 'Calendario de resultados')],
  },
];

/** A row of support_categories for one tenant, before the tenant column. */
export interface SeedCategoryRow {
  id: number;
  parentId: number | null;
  level: number;
  names: CategoryNames;
  queueId: number | null;
  aboutData: boolean;
  sort: number;
}

/**
 * The rows of a tenant: its active support types and everything below them, parents before
 * children, each with only the names of the tenant's languages. Throws on a tree that breaks the
 * rules above (a missing active type, a repeated id, a missing name, a fifth level).
 */
export function categoryRowsFor(
  tenantId: string,
  activeTypeIds: readonly number[],
  languages: ReadonlyArray<keyof CategoryNames>,
  tree: SeedCategory[] = SUPPORT_CATEGORY_TREE,
): SeedCategoryRow[] {
  const rows: SeedCategoryRow[] = [];
  const seen = new Set<number>();
  const visit = (node: SeedCategory, parent: SeedCategoryRow | null, sort: number) => {
    const level = (parent?.level ?? 0) + 1;
    if (level > 4) throw new Error(`support category ${node.id}: deeper than level 4`);
    if (seen.has(node.id)) throw new Error(`support category ${node.id}: id used twice`);
    seen.add(node.id);
    const names: CategoryNames = {};
    for (const language of languages) {
      const name = node.names[language];
      if (!name) throw new Error(`support category ${node.id}: no "${language}" name, a language of tenant ${tenantId}`);
      names[language] = name;
    }
    const row = {
      id: node.id,
      parentId: parent?.id ?? null,
      level,
      names,
      queueId: node.queueId ?? parent?.queueId ?? null,
      aboutData: node.aboutData ?? false,
      sort,
    };
    rows.push(row);
    node.children?.forEach((child, i) => visit(child, row, i));
  };
  activeTypeIds.forEach((typeId, i) => {
    const supportType = tree.find((node) => node.id === typeId);
    if (!supportType) throw new Error(`tenant ${tenantId}: active support type ${typeId} is not in the support category tree`);
    visit(supportType, null, i);
  });
  return rows;
}
