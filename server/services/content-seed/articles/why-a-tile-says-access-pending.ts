import type { SeedArticle } from '../types.ts';

export default {
  key: 'why-a-tile-says-access-pending',
  workspace: 'supplier',
  category: 'account-access',
  audience: 'ALL',
  text: {
    en: {
      title: 'Why a tile says Access pending',
      summary: 'What the Access pending status on a product tile means, why it happens, how long it usually lasts and what you can do.',
      body: `## What it means

A product has been requested for you, but your access is not ready yet. Its tile on [Apps](/apps) shows a **Pending Access** badge and an **Access pending** button instead of **Launch App**. Select the button: a window says **We are working on your access** and how long it can take. Your [profile](/profile) shows the same product as **Access pending**.

## Why it happens

- **You are a new user.** Your administrator chose your products when inviting you. Most become active as soon as you accept the invitation, but a product in a limited launch (marked Alpha or Beta) or not yet available stays pending until an administrator grants it.
- **Your account was created in bulk.** Products stay pending until you accept your invitation.

## How long it takes

| Product | Usual time |
| --- | --- |
| Shopper Behavior | Up to 2 business days; a banner at the top of the Apps page reminds you |
| Other products | Up to 2 days |

## What you can do

1. Wait for the time above; there is no need to ask again in the meantime.
2. If the product is still pending afterwards, ask your company administrator, who can grant it in User Management.
3. If your administrator cannot help, [create an incident](/support/ticketCreation) naming the product and the date your access was requested.`,
    },
    es: {
      title: 'Por qué un mosaico dice Acceso pendiente',
      summary: 'Qué significa el estado Acceso pendiente en un mosaico de producto, por qué ocurre, cuánto suele durar y qué puede hacer.',
      body: `## Qué significa

Se solicitó un producto para usted, pero su acceso todavía no está listo. Su mosaico en [Aplicaciones](/apps) muestra la etiqueta **Acceso pendiente** y un botón **Acceso pendiente** en lugar de **Abrir aplicación**. Seleccione el botón: una ventana le indica **Estamos trabajando en su acceso** y cuánto puede tardar. Su [perfil](/profile) muestra el mismo producto como **Acceso pendiente**.

## Por qué ocurre

- **Es un usuario nuevo.** Su administrador eligió sus productos al invitarlo. La mayoría se activa en cuanto acepta la invitación, pero un producto en lanzamiento limitado (marcado como Alfa o Beta) o que todavía no está disponible queda pendiente hasta que un administrador lo otorgue.
- **Su cuenta se creó mediante una carga masiva.** Los productos quedan pendientes hasta que acepta su invitación.

## Cuánto tarda

| Producto | Tiempo habitual |
| --- | --- |
| Shopper Behavior | Hasta 2 días hábiles; un aviso en la parte superior de la página Aplicaciones se lo recuerda |
| Otros productos | Hasta 2 días |

## Qué puede hacer

1. Espere el tiempo indicado; no es necesario volver a solicitarlo mientras tanto.
2. Si después de ese tiempo el producto sigue pendiente, pregunte al administrador de su empresa, quien puede otorgarlo en Gestión de usuarios.
3. Si su administrador no puede ayudarle, [cree un incidente](/support/ticketCreation) e indique el producto y la fecha en que se solicitó su acceso.`,
    },
    fr: {
      title: 'Pourquoi une tuile indique Accès en attente',
      summary:
        'Ce que signifie le statut Accès en attente sur une tuile de produit, pourquoi il apparaît, combien de temps il dure habituellement et ce que vous pouvez faire.',
      body: `## Ce que cela signifie

Un produit a été demandé pour vous, mais votre accès n'est pas encore prêt. Sa tuile dans [Applications](/apps) affiche l'étiquette **Accès en attente** et un bouton **Accès en attente** au lieu de **Lancer l'application**. Sélectionnez ce bouton : une fenêtre indique **Nous préparons votre accès** et le délai possible. Votre [profil](/profile) présente le même produit comme **Accès en attente**.

## Pourquoi cela arrive

- **Vous êtes un nouvel utilisateur.** Votre administrateur a choisi vos produits en vous invitant. La plupart deviennent actifs dès que vous acceptez l'invitation, mais un produit en lancement restreint (marqué Alpha ou Bêta) ou pas encore offert reste en attente jusqu'à ce qu'un administrateur l'accorde.
- **Votre compte a été créé par un téléversement en lot.** Les produits restent en attente jusqu'à ce que vous acceptiez votre invitation.

## Combien de temps cela prend

| Produit | Délai habituel |
| --- | --- |
| Shopper Behavior | Jusqu'à 2 jours ouvrables; un bandeau en haut de la page Applications vous le rappelle |
| Autres produits | Jusqu'à 2 jours |

## Ce que vous pouvez faire

1. Attendez le délai indiqué; inutile de refaire la demande entre-temps.
2. Si le produit est toujours en attente ensuite, adressez-vous à l'administrateur de votre entreprise, qui peut l'accorder dans Gestion des utilisateurs.
3. Si votre administrateur ne peut pas vous aider, [créez un incident](/support/ticketCreation) en précisant le produit et la date de la demande d'accès.`,
    },
  },
} satisfies SeedArticle;
