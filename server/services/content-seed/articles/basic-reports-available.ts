import type { SeedArticle } from '../types.ts';

export default {
  key: 'basic-reports-available',
  workspace: 'basic',
  category: 'basic-reports',
  audience: 'BASIC',
  text: {
    en: {
      title: 'Reports available to your basic account',
      summary:
        'Your reports open from the Apps page. Which ones you can launch depends on the products offered in {country} and the access your administrator gave you.',
      body: `## Find your reports

Open [Apps](/apps). Each product offered in {country} appears as a tile, grouped by family. The button on a tile tells you where you stand:

| The tile shows | What it means | What to do |
| --- | --- | --- |
| **Launch App** | You have access | Select it to open the product |
| **Access pending** | Your access is being set up | Wait: setting up access can take up to 2 business days |
| **Learn More** | You do not have access | Read the description, then ask your administrator |
| **coming soon** | The product is not available yet | Nothing to do for now |

## Who decides your access

Your company's administrator gives each user their apps in [User Management](/admin/userList). If you need an app you cannot launch, ask them first. Which products your company can use as a basic account is part of its agreement; for a product your company does not have, contact Support.

Your [Profile](/profile) lists the products you have, with their access state.

## Understand what you see

When a column or a metric is not clear, look it up in the [Data Dictionary](/dataDictionary). It explains the fields used in the portal's reports and feeds.

## When a report is missing or unclear

[Create an incident](/support/ticketCreation) with the support type **Basic vendor support**, then the issue **Basic reports** and either **Understanding my report** or **Report not available**. Name the report and the dates you looked at.`,
    },
    es: {
      title: 'Reportes disponibles para su cuenta básica',
      summary:
        'Sus reportes se abren desde la página Aplicaciones. Los que puede abrir dependen de los productos que se ofrecen en {country} y del acceso que le dio su administrador.',
      body: `## Encontrar sus reportes

Abra [Aplicaciones](/apps). Cada producto que se ofrece en {country} aparece como un mosaico, agrupado por familia. El botón del mosaico le indica su situación:

| El mosaico muestra | Qué significa | Qué hacer |
| --- | --- | --- |
| **Abrir aplicación** | Tiene acceso | Selecciónelo para abrir el producto |
| **Acceso pendiente** | Su acceso se está configurando | Espere: la configuración puede tardar hasta 2 días hábiles |
| **Más información** | No tiene acceso | Lea la descripción y luego consulte a su administrador |
| **próximamente** | El producto aún no está disponible | Por ahora no hay nada que hacer |

## Quién decide su acceso

El administrador de su empresa asigna a cada usuario sus aplicaciones en [Gestión de usuarios](/admin/userList). Si necesita una aplicación que no puede abrir, consúltelo primero. Los productos que su empresa puede usar como cuenta básica forman parte de su acuerdo; para un producto que su empresa no tiene, comuníquese con Soporte.

Su [Perfil](/profile) muestra los productos que tiene, con el estado de su acceso.

## Entender lo que ve

Cuando una columna o una métrica no sea clara, búsquela en el [Diccionario de datos](/dataDictionary). Ahí se explican los campos que se usan en los reportes y feeds del portal.

## Cuando falta un reporte o no es claro

[Cree un incidente](/support/ticketCreation) con el tipo de soporte **Soporte para proveedores básicos**, luego el problema **Reportes básicos** y después **Entender mi reporte** o **El reporte no está disponible**. Indique el nombre del reporte y las fechas que consultó.`,
    },
    fr: {
      title: 'Rapports offerts à votre compte de base',
      summary:
        'Vos rapports s’ouvrent à partir de la page Applications. Ceux que vous pouvez lancer dépendent des produits offerts pour {country} et de l’accès que votre administrateur vous a donné.',
      body: `## Trouver vos rapports

Ouvrez [Applications](/apps). Chaque produit offert pour {country} s’affiche sous forme de tuile, regroupée par famille. Le bouton de la tuile vous indique où vous en êtes :

| La tuile affiche | Ce que cela signifie | Quoi faire |
| --- | --- | --- |
| **Lancer l'application** | Vous avez accès | Sélectionnez-le pour ouvrir le produit |
| **Accès en attente** | Votre accès est en cours de configuration | Patientez : la configuration peut prendre jusqu’à 2 jours ouvrables |
| **En savoir plus** | Vous n’avez pas accès | Lisez la description, puis adressez-vous à votre administrateur |
| **bientôt disponible** | Le produit n’est pas encore disponible | Rien à faire pour l’instant |

## Qui décide de votre accès

L’administrateur de votre entreprise attribue ses applications à chaque utilisateur dans [Gestion des utilisateurs](/admin/userList). S’il vous faut une application que vous ne pouvez pas lancer, adressez-vous d’abord à lui. Les produits offerts à votre entreprise font partie de son entente; pour un produit qu’elle n’a pas, communiquez avec le Soutien.

Votre [Profil](/profile) énumère les produits que vous avez, avec l’état de votre accès.

## Comprendre ce que vous voyez

Lorsqu’une colonne ou une mesure n’est pas claire, cherchez-la dans le [Dictionnaire de données](/dataDictionary). Il explique les champs utilisés dans les rapports et les flux du portail.

## Quand un rapport manque ou n’est pas clair

[Créez un incident](/support/ticketCreation) avec le type de soutien **Soutien aux fournisseurs de base**, puis le problème **Rapports de base** et **Comprendre mon rapport** ou **Rapport non disponible**. Précisez le nom du rapport et les dates consultées.`,
    },
  },
} satisfies SeedArticle;
