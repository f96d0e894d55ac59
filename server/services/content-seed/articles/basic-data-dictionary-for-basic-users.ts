import type { SeedArticle } from '../types.ts';

export default {
  key: 'basic-data-dictionary-for-basic-users',
  workspace: 'basic',
  category: 'basic-reports',
  audience: 'BASIC',
  text: {
    en: {
      title: 'Use the data dictionary with a basic account',
      summary: 'Look up what a field in your reports means. With a basic account you see the definitions that are available to all users.',
      body: `## What you see

The [Data Dictionary](/dataDictionary) holds the definitions of the data in the portal's reports and feeds. Each entry is available either to **All users** or to **Charter users only**. With a basic account you see the entries available to all users; entries for charter users only do not appear in your searches, results or downloads.

## Search

1. Type at least 3 characters in the search box: a name, a technical name or words from a description. Suggestions appear as you type.
2. Select **Search**, or pick a suggestion.
3. To narrow the results, choose a **Product**.

If nothing matches, the page says so and may offer **Did you mean:** with close spellings. Try another word or a shorter term.

## Read an entry

The results table shows **Name**, **Technical Name**, **DSS Name**, **Description**, **Data type**, **Field type**, **Available to**, **Products**, and the **Charter** and **Basic** columns, which say which accounts can see the entry. Open an entry to read all of its details, including its tags. Use **Copy link** to send the entry to a colleague.

## Download

Select **Download Excel** to save the list as an Excel file. The file holds only the entries you can see.

## When a link does not open

If someone shares a link to an entry for charter users only, {portal} says that the entry could not be found or that you may not have access to it. This is expected with a basic account.

## Still unsure?

[Create an incident](/support/ticketCreation) under **Basic vendor support** and name the field you are asking about.`,
    },
    es: {
      title: 'Usar el diccionario de datos con una cuenta básica',
      summary:
        'Consulte qué significa un campo de sus reportes. Con una cuenta básica, usted ve las definiciones disponibles para todos los usuarios.',
      body: `## Qué puede ver

El [Diccionario de datos](/dataDictionary) reúne las definiciones de los datos de los reportes y feeds del portal. Cada entrada está disponible para **Todos los usuarios** o **Solo usuarios charter**. Con una cuenta básica, usted ve las entradas disponibles para todos los usuarios; las entradas solo para usuarios charter no aparecen en sus búsquedas, resultados ni descargas.

## Buscar

1. Escriba al menos 3 caracteres en el cuadro de búsqueda: un nombre, un nombre técnico o palabras de una descripción. Aparecen sugerencias mientras escribe.
2. Seleccione **Buscar** o elija una sugerencia.
3. Para acotar los resultados, elija un **Producto**.

Si nada coincide, la página lo indica y puede ofrecer **Quiso decir:** con escrituras parecidas. Pruebe otra palabra o un término más corto.

## Leer una entrada

La tabla de resultados muestra **Nombre**, **Nombre técnico**, **Nombre DSS**, **Descripción**, **Tipo de dato**, **Tipo de campo**, **Disponible para**, **Productos** y las columnas **Charter** y **Básico**, que indican qué cuentas pueden ver la entrada. Abra una entrada para leer todos sus detalles, incluidas sus etiquetas. Use **Copiar enlace** para enviarla a un colega.

## Descargar

Seleccione **Descargar Excel** para guardar la lista en un archivo de Excel. El archivo contiene solo las entradas que usted puede ver.

## Cuando un enlace no abre

Si alguien comparte el enlace de una entrada solo para usuarios charter, {portal} indica que no se encontró la entrada o que es posible que no tenga acceso a ella. Esto es lo esperado con una cuenta básica.

## ¿Todavía tiene dudas?

[Cree un incidente](/support/ticketCreation) en **Soporte para proveedores básicos** e indique el campo sobre el que pregunta.`,
    },
    fr: {
      title: 'Utiliser le dictionnaire de données avec un compte de base',
      summary:
        'Trouvez ce que signifie un champ de vos rapports. Avec un compte de base, vous voyez les définitions offertes à tous les utilisateurs.',
      body: `## Ce que vous voyez

Le [Dictionnaire de données](/dataDictionary) réunit les définitions des données des rapports et des flux du portail. Chaque entrée est offerte à **Tous les utilisateurs** ou aux **Utilisateurs charter seulement**. Avec un compte de base, vous voyez les entrées offertes à tous les utilisateurs; les entrées réservées aux utilisateurs charter n’apparaissent ni dans vos recherches, ni dans vos résultats, ni dans vos téléchargements.

## Rechercher

1. Tapez au moins 3 caractères dans la zone de recherche : un nom, un nom technique ou des mots d’une description. Des suggestions s’affichent pendant la saisie.
2. Sélectionnez **Rechercher** ou choisissez une suggestion.
3. Pour préciser les résultats, choisissez un **Produit**.

Si rien ne correspond, la page l’indique et peut proposer **Vouliez-vous dire :** avec des orthographes proches. Essayez un autre mot ou un terme plus court.

## Lire une entrée

Le tableau des résultats présente **Nom**, **Nom technique**, **Nom DSS**, **Description**, **Type de données**, **Type de champ**, **Offert à**, **Produits**, ainsi que les colonnes **Charter** et **De base**, qui indiquent quels comptes peuvent voir l’entrée. Ouvrez une entrée pour en lire tous les détails, y compris ses étiquettes. Utilisez **Copier le lien** pour l’envoyer à un collègue.

## Télécharger

Sélectionnez **Télécharger Excel** pour enregistrer la liste dans un fichier Excel. Le fichier ne contient que les entrées que vous pouvez voir.

## Quand un lien ne s’ouvre pas

Si quelqu’un vous transmet le lien d’une entrée réservée aux utilisateurs charter, {portal} indique que l’entrée est introuvable ou que vous n’y avez peut-être pas accès. C’est normal avec un compte de base.

## Encore un doute?

[Créez un incident](/support/ticketCreation) sous **Soutien aux fournisseurs de base** et précisez le champ qui vous intéresse.`,
    },
  },
} satisfies SeedArticle;
