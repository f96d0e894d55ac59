import type { SeedArticle } from '../types.ts';

export default {
  key: 'browsing-and-exporting-the-data-dictionary',
  workspace: 'supplier',
  category: 'data-definitions',
  audience: 'ALL',
  text: {
    en: {
      title: 'Browsing the data dictionary and exporting it to Excel',
      summary:
        'Look through the dictionary without a search term, browse it by topic where that view is offered, and download entries as an Excel file.',
      body: `## Browsing without a search

When the search box is empty, the [Data Dictionary](/dataDictionary) lists every entry you may see, by name, page by page. Choose a **Product** to see only the entries of that product.

## Browsing by topic

Where the topic view is offered, **Browse by topic** opens **Browse the data dictionary**:

1. The **Topics** list, beside the table, shows each topic with its number of entries.
2. Select a topic, or **All topics**, and optionally a **Product**.
3. Select an entry's name to see all its fields and a link to copy.

Where the topic view is not offered, **Browse by topic** shows the whole dictionary instead.

## Exporting to Excel

1. On the [Data Dictionary](/dataDictionary) page, search and choose a product if you want only some entries.
2. Select **Download Excel**.
3. Your browser saves an .xlsx file whose name starts with data_element_glossary_ followed by the date.

| The file contains | Details |
| --- | --- |
| Which entries | Those of your current search and product, or the whole dictionary when there are none |
| Which columns | Name, Technical Name, DSS Name, Description, Data type, Field type, Available to, Products, Charter, Basic |

If you see **Download failed, please try again**, select **Try again**.

The export holds only the entries you may see: basic accounts do not receive entries available to Charter users only.`,
    },
    es: {
      title: 'Explorar el diccionario de datos y exportarlo a Excel',
      summary:
        'Recorra el diccionario sin un término de búsqueda, explórelo por tema donde esa vista esté disponible y descargue entradas como archivo de Excel.',
      body: `## Explorar sin buscar

Cuando el cuadro de búsqueda está vacío, el [Diccionario de datos](/dataDictionary) muestra todas las entradas que usted puede ver, por nombre y página por página. Elija un **Producto** para ver solo las entradas de ese producto.

## Explorar por tema

Donde la vista por temas está disponible, **Explorar por tema** abre **Explorar el diccionario de datos**:

1. La lista **Temas**, junto a la tabla, muestra cada tema con su número de entradas.
2. Seleccione un tema, o **Todos los temas**, y si lo desea un **Producto**.
3. Seleccione el nombre de una entrada para ver todos sus campos y un enlace para copiar.

Donde la vista por temas no está disponible, **Explorar por tema** muestra todo el diccionario.

## Exportar a Excel

1. En la página del [Diccionario de datos](/dataDictionary), busque y elija un producto si solo quiere algunas entradas.
2. Seleccione **Descargar Excel**.
3. Su navegador guarda un archivo .xlsx cuyo nombre empieza con data_element_glossary_ seguido de la fecha.

| El archivo contiene | Detalles |
| --- | --- |
| Qué entradas | Las de su búsqueda y producto actuales, o todo el diccionario si no hay ninguno |
| Qué columnas | Nombre, Nombre técnico, Nombre DSS, Descripción, Tipo de dato, Tipo de campo, Disponible para, Productos, Charter, Básico |

Si ve **La descarga falló; inténtelo de nuevo**, seleccione **Intentar de nuevo**.

La exportación contiene solo las entradas que usted puede ver: las cuentas básicas no reciben las entradas disponibles solo para usuarios Charter.`,
    },
    fr: {
      title: 'Parcourir le dictionnaire de données et l’exporter vers Excel',
      summary:
        'Parcourez le dictionnaire sans terme de recherche, explorez-le par thème là où cette vue est offerte et téléchargez des entrées dans un fichier Excel.',
      body: `## Parcourir sans rechercher

Lorsque la boîte de recherche est vide, le [Dictionnaire de données](/dataDictionary) présente toutes les entrées que vous pouvez voir, par nom et page par page. Choisissez un **Produit** pour ne voir que ses entrées.

## Parcourir par thème

Là où la vue par thème est offerte, **Parcourir par thème** ouvre **Parcourir le dictionnaire de données** :

1. La liste **Thèmes**, à côté du tableau, présente chaque thème avec son nombre d'entrées.
2. Sélectionnez un thème, ou **Tous les thèmes**, et au besoin un **Produit**.
3. Sélectionnez le nom d'une entrée pour voir tous ses champs et un lien à copier.

Là où la vue par thème n'est pas offerte, **Parcourir par thème** affiche plutôt le dictionnaire complet.

## Exporter vers Excel

1. Sur la page du [Dictionnaire de données](/dataDictionary), faites une recherche et choisissez un produit si vous ne voulez que certaines entrées.
2. Sélectionnez **Télécharger Excel**.
3. Votre navigateur enregistre un fichier .xlsx dont le nom commence par data_element_glossary_ suivi de la date.

| Le fichier contient | Précisions |
| --- | --- |
| Quelles entrées | Celles de votre recherche et de votre produit actuels, ou le dictionnaire complet s'il n'y en a pas |
| Quelles colonnes | Nom, Nom technique, Nom DSS, Description, Type de données, Type de champ, Offert à, Produits, Charter, De base |

Si le message **Le téléchargement a échoué, veuillez réessayer** s'affiche, sélectionnez **Réessayer**.

L'exportation ne contient que les entrées que vous pouvez voir : les comptes de base ne reçoivent pas les entrées réservées aux utilisateurs Charter.`,
    },
  },
} satisfies SeedArticle;
