import type { SeedArticle } from '../types.ts';

export default {
  key: 'requesting-access-to-a-product',
  workspace: 'supplier',
  category: 'account-access',
  audience: 'ALL',
  top: true,
  text: {
    en: {
      title: 'Requesting access to a product',
      summary:
        'How company users get a product they do not have yet, and how the retailer’s associates request access to a supplier’s or agency’s data.',
      body: `## For your own company's products

Access to products is granted by your company administrator in User Management. Start there:

1. Ask your administrator for the product you need.
2. If you do not know who your administrator is, or they cannot help, select **Request access** on the product's tile or on the [Support](/support) page. It opens the [request-access form](/support/ticketCreation?request=access), which goes to the support team.
3. Fill in the form, describe which product you need and why, and submit it. Keep the reference number you receive.

When your administrator grants the product, its tile shows **Launch App**. If the tile shows **Access pending** instead, your access is still being set up, which can take up to 2 days (2 business days for Shopper Behavior).

## For the retailer's associates: another company's data

Associates ask a supplier's or agency's administrators directly:

1. Open [Request access](/profile/requestAccess), also linked from your profile.
2. Under **Find a company**, search for the company by name.
3. Select **Request access**, tick the products you need and write a **Note for the administrators**: who you are and why you need the data.
4. Select **Send request**.

Under **Your requests** you follow each request: Pending, Approved, Denied or Withdrawn. A request that has waited more than 2 business days is marked **Overdue**. While it is pending you can **Withdraw** it and ask again later.

Once a request is approved, choose the company under **Company** in your user menu to work with its data; choose **Your own view** to return.`,
    },
    es: {
      title: 'Solicitar acceso a un producto',
      summary:
        'Cómo obtienen los usuarios de empresas un producto que aún no tienen, y cómo los asociados del minorista solicitan acceso a los datos de un proveedor o una agencia.',
      body: `## Productos de su propia empresa

El acceso a los productos lo otorga el administrador de su empresa en Gestión de usuarios. Empiece por ahí:

1. Pida a su administrador el producto que necesita.
2. Si no sabe quién es su administrador, o no puede ayudarle, seleccione **Solicitar acceso** en el mosaico del producto o en la página de [Soporte](/support). Se abre el [formulario de solicitud de acceso](/support/ticketCreation?request=access), que llega al equipo de soporte.
3. Complete el formulario, indique qué producto necesita y por qué, y envíelo. Conserve el número de referencia que recibe.

Cuando su administrador otorga el producto, su mosaico muestra **Abrir aplicación**. Si en cambio muestra **Acceso pendiente**, su acceso todavía se está configurando, lo que puede tardar hasta 2 días (2 días hábiles para Shopper Behavior).

## Para los asociados del minorista: datos de otra empresa

Los asociados solicitan el acceso directamente a los administradores de un proveedor o de una agencia:

1. Abra [Solicitar acceso](/profile/requestAccess), también enlazado desde su perfil.
2. En **Buscar una empresa**, busque la empresa por su nombre.
3. Seleccione **Solicitar acceso**, marque los productos que necesita y escriba una **Nota para los administradores**: quién es usted y por qué necesita los datos.
4. Seleccione **Enviar solicitud**.

En **Sus solicitudes** da seguimiento a cada solicitud: Pendiente, Aprobada, Rechazada o Retirada. Una solicitud que lleva más de 2 días hábiles en espera se marca como **Vencida**. Mientras está pendiente, puede **Retirar** la solicitud y volver a pedirla más tarde.

Una vez aprobada, elija la empresa en **Empresa**, dentro de su menú de usuario, para trabajar con sus datos; elija **Su propia vista** para regresar.`,
    },
    fr: {
      title: 'Demander l’accès à un produit',
      summary:
        'Comment les utilisateurs des entreprises obtiennent un produit qu’ils n’ont pas encore, et comment les associés du détaillant demandent l’accès aux données d’un fournisseur ou d’une agence.',
      body: `## Les produits de votre propre entreprise

L'accès aux produits est accordé par l'administrateur de votre entreprise dans Gestion des utilisateurs. Commencez par là :

1. Demandez à votre administrateur le produit dont vous avez besoin.
2. Si vous ne savez pas qui est votre administrateur, ou s'il ne peut pas vous aider, sélectionnez **Demander l'accès** sur la tuile du produit ou sur la page [Soutien](/support). Le [formulaire de demande d'accès](/support/ticketCreation?request=access) s'ouvre; il est transmis à l'équipe de soutien.
3. Remplissez le formulaire, précisez le produit voulu et la raison, puis soumettez-le. Conservez le numéro de référence reçu.

Lorsque votre administrateur accorde le produit, sa tuile affiche **Lancer l'application**. Si elle affiche plutôt **Accès en attente**, votre accès est encore en préparation, ce qui peut prendre jusqu'à 2 jours (2 jours ouvrables pour Shopper Behavior).

## Pour les associés du détaillant : les données d'une autre entreprise

Les associés s'adressent directement aux administrateurs d'un fournisseur ou d'une agence :

1. Ouvrez [Demander l'accès](/profile/requestAccess), aussi accessible depuis votre profil.
2. Sous **Trouver une entreprise**, cherchez l'entreprise par son nom.
3. Sélectionnez **Demander l'accès**, cochez les produits voulus et rédigez une **Note pour les administrateurs** : qui vous êtes et pourquoi vous avez besoin des données.
4. Sélectionnez **Envoyer la demande**.

Sous **Vos demandes**, vous suivez chaque demande : En attente, Approuvée, Refusée ou Retirée. Une demande qui attend depuis plus de 2 jours ouvrables est marquée **En retard**. Tant qu'elle est en attente, vous pouvez la **Retirer** et la refaire plus tard.

Une fois la demande approuvée, choisissez l'entreprise sous **Entreprise** dans votre menu utilisateur pour travailler avec ses données; choisissez **Votre propre vue** pour revenir.`,
    },
  },
} satisfies SeedArticle;
