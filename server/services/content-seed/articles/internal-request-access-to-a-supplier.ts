import type { SeedArticle } from '../types.ts';

export default {
  key: 'internal-request-access-to-a-supplier',
  workspace: 'internal',
  category: 'internal-access',
  audience: 'INTERNAL',
  top: true,
  text: {
    en: {
      title: "Request access to a supplier's data",
      summary:
        'Ask a supplier’s or agency’s administrators for access to its products, with a note that explains why, and follow your request until they decide.',
      body: `## Who decides

A supplier's data is shared with you by the supplier's own administrators. Ask only for the products you need for your work with that company.

## Send a request

1. Open [Request access](/profile/requestAccess), also linked from your [Profile](/profile).
2. Under **Find a company**, type part of the company's name. The list covers the companies of {portal} in {country} and shows **Your access** to each: granted, requested or none.
3. Select **Request access** on the company's row.
4. Check the products you need; those you already have there are not offered.
5. Write a **Note for the administrators** (required, up to 500 characters): who you are, why you need the data and for how long.
6. Select **Send request**.

The company's administrators are notified by e-mail and decide in the **Access requests** tab of their user management.

## Write a useful note

A clear note gets a faster answer. For example: "Category manager, frozen desserts. I need Shopper Behavior data for your brands to prepare the spring assortment review with your sales team, until June."

## Follow your requests

**Your requests** shows each request's **Status** (Pending, Approved, Denied or Withdrawn), products, date and waiting time. A request pending for more than 2 business days is marked **Overdue**; you may remind your contact at the company. Select **Withdraw** for a pending request you no longer need.

You receive an e-mail when the administrators decide. Once your request is approved, choose the company in your user menu.`,
    },
    es: {
      title: 'Solicitar acceso a los datos de un proveedor',
      summary:
        'Pida a los administradores de un proveedor o una agencia acceso a sus productos, con una nota que explique el motivo, y dé seguimiento a su solicitud hasta que decidan.',
      body: `## Quién decide

Los datos de un proveedor los comparten con usted los propios administradores del proveedor. Pida solo los productos que necesita para su trabajo con esa empresa.

## Enviar una solicitud

1. Abra [Solicitar acceso](/profile/requestAccess), que también está enlazado desde su [Perfil](/profile).
2. En **Buscar una empresa**, escriba parte del nombre. La lista abarca las empresas de {portal} en {country} y muestra **Su acceso** a cada una: otorgado, solicitado o ninguno.
3. Seleccione **Solicitar acceso** en la fila de la empresa.
4. Marque los productos que necesita; no se ofrecen los que ya tiene en esa empresa.
5. Escriba una **Nota para los administradores** (obligatoria, hasta 500 caracteres): quién es, por qué necesita los datos y por cuánto tiempo.
6. Seleccione **Enviar solicitud**.

Los administradores de la empresa reciben un correo y deciden en la pestaña **Solicitudes de acceso** de su gestión de usuarios.

## Escriba una nota útil

Una nota clara obtiene una respuesta más rápida. Por ejemplo: "Gerente de categoría, postres congelados. Necesito datos de Shopper Behavior de sus marcas para preparar con su equipo de ventas la revisión del surtido de primavera, hasta junio."

## Seguimiento de sus solicitudes

**Sus solicitudes** muestra el **Estado** de cada solicitud (Pendiente, Aprobada, Rechazada o Retirada), los productos, la fecha y el tiempo de espera. Una solicitud pendiente por más de 2 días hábiles se marca como **Vencida**; puede recordárselo a su contacto en la empresa. Seleccione **Retirar** en una solicitud pendiente que ya no necesite.

Recibe un correo cuando los administradores deciden. Una vez aprobada su solicitud, elija la empresa en su menú de usuario.`,
    },
    fr: {
      title: 'Demander l’accès aux données d’un fournisseur',
      summary:
        'Demandez aux administrateurs d’un fournisseur ou d’une agence l’accès à ses produits, avec une note qui explique pourquoi, et suivez votre demande jusqu’à leur décision.',
      body: `## Qui décide

Les données d’un fournisseur vous sont communiquées par les administrateurs du fournisseur lui-même. Ne demandez que les produits dont vous avez besoin pour votre travail avec cette entreprise.

## Envoyer une demande

1. Ouvrez [Demander l’accès](/profile/requestAccess), aussi accessible à partir de votre [Profil](/profile).
2. Sous **Trouver une entreprise**, tapez une partie du nom. La liste couvre les entreprises de {portal} pour {country} et présente **Votre accès** à chacune : accordé, demandé ou aucun.
3. Sélectionnez **Demander l’accès** dans la ligne de l’entreprise.
4. Cochez les produits dont vous avez besoin; ceux que vous y avez déjà ne sont pas proposés.
5. Rédigez une **Note pour les administrateurs** (obligatoire, jusqu’à 500 caractères) : qui vous êtes, pourquoi vous avez besoin des données et pour combien de temps.
6. Sélectionnez **Envoyer la demande**.

Les administrateurs de l’entreprise en sont avisés par courriel et décident dans l’onglet **Demandes d’accès** de leur gestion des utilisateurs.

## Rédiger une note utile

Une note claire obtient une réponse plus rapide. Par exemple : « Directrice de catégorie, desserts surgelés. J’ai besoin des données Shopper Behavior de vos marques pour préparer avec votre équipe des ventes la revue de l’assortiment du printemps, jusqu’en juin. »

## Suivre vos demandes

**Vos demandes** présente le **Statut** de chaque demande (En attente, Approuvée, Refusée ou Retirée), les produits, la date et le temps d’attente. Une demande en attente depuis plus de 2 jours ouvrables est marquée **En retard**; vous pouvez faire un rappel à votre contact dans l’entreprise. Sélectionnez **Retirer** pour une demande en attente dont vous n’avez plus besoin.

Vous recevez un courriel quand les administrateurs décident. Une fois votre demande approuvée, choisissez l’entreprise dans votre menu utilisateur.`,
    },
  },
} satisfies SeedArticle;
