import type { SeedArticle } from '../types.ts';

export default {
  key: 'searching-the-data-dictionary',
  workspace: 'supplier',
  category: 'data-definitions',
  audience: 'ALL',
  text: {
    en: {
      title: 'Searching the data dictionary',
      summary:
        'Find the definition of a data field by its name, technical name or description, with at least 3 characters, and share what you find.',
      body: `## What the data dictionary holds

The [Data Dictionary](/dataDictionary) defines the data in the portal's reports and feeds. Each entry has a **Name**, a **Technical Name**, a **DSS Name**, a **Description**, its **Data type** and **Field type**, who it is **Available to**, and the **Products** that use it.

## Searching

1. Open the [Data Dictionary](/dataDictionary).
2. In **Search the data dictionary**, type at least 3 characters of a name, technical name or description.
3. Results appear as soon as you pause typing. Entry names are also suggested under the box: pick one with the mouse, or with the arrow keys and Enter.
4. To narrow the results, choose a **Product**.
5. Select an entry's name to open all its fields below the table. **Copy link** gives you an address that opens the same entry, to share with a colleague.

## When nothing is found

- With fewer than 3 characters, the box says **Enter at least 3 characters to start searching**.
- **No results found for** your term means nothing matches. Check the spelling, try a more general word or remove the product filter.
- When the term looks like a typo, **Did you mean:** lists close matches. Select one to search for it.

## Tips

- The page's address keeps your search, product, page and opened entry: bookmark it to come back to the same view.
- Some entries are for Charter users only; see the article on "all users" and "charter users only".`,
    },
    es: {
      title: 'Buscar en el diccionario de datos',
      summary:
        'Encuentre la definición de un campo de datos por su nombre, nombre técnico o descripción, con al menos 3 caracteres, y comparta lo que encuentre.',
      body: `## Qué contiene el diccionario de datos

El [Diccionario de datos](/dataDictionary) define los datos de los reportes y las fuentes de datos del portal. Cada entrada tiene un **Nombre**, un **Nombre técnico**, un **Nombre DSS**, una **Descripción**, su **Tipo de dato** y su **Tipo de campo**, para quién está **Disponible** y los **Productos** que la usan.

## Buscar

1. Abra el [Diccionario de datos](/dataDictionary).
2. En **Buscar en el diccionario de datos**, escriba al menos 3 caracteres de un nombre, un nombre técnico o una descripción.
3. Los resultados aparecen en cuanto deja de escribir. Debajo del cuadro también se sugieren nombres de entradas: elija uno con el ratón, o con las teclas de flecha y Enter.
4. Para acotar los resultados, elija un **Producto**.
5. Seleccione el nombre de una entrada para abrir todos sus campos debajo de la tabla. **Copiar enlace** le da una dirección que abre la misma entrada, para compartirla con un colega.

## Si no encuentra nada

- Con menos de 3 caracteres, el cuadro indica **Escriba al menos 3 caracteres para comenzar a buscar**.
- **No se encontraron resultados para** su término significa que nada coincide. Revise la ortografía, pruebe una palabra más general o quite el filtro de producto.
- Cuando el término parece tener un error de escritura, **Quiso decir:** muestra coincidencias cercanas. Seleccione una para buscarla.

## Consejos

- La dirección de la página conserva su búsqueda, el producto, la página y la entrada abierta: guárdela en favoritos para volver a la misma vista.
- Algunas entradas son solo para usuarios Charter; consulte el artículo sobre "todos los usuarios" y "solo usuarios charter".`,
    },
    fr: {
      title: 'Rechercher dans le dictionnaire de données',
      summary:
        'Trouvez la définition d’un champ de données par son nom, son nom technique ou sa description, avec au moins 3 caractères, et partagez ce que vous trouvez.',
      body: `## Ce que contient le dictionnaire de données

Le [Dictionnaire de données](/dataDictionary) définit les données des rapports et des flux du portail. Chaque entrée comporte un **Nom**, un **Nom technique**, un **Nom DSS**, une **Description**, son **Type de données** et son **Type de champ**, à qui elle est **Offerte** et les **Produits** qui l'utilisent.

## Rechercher

1. Ouvrez le [Dictionnaire de données](/dataDictionary).
2. Dans **Rechercher dans le dictionnaire de données**, tapez au moins 3 caractères d'un nom, d'un nom technique ou d'une description.
3. Les résultats s'affichent dès que vous cessez de taper. Des noms d'entrées sont aussi suggérés sous la boîte : choisissez-en un avec la souris, ou avec les flèches et la touche Entrée.
4. Pour restreindre les résultats, choisissez un **Produit**.
5. Sélectionnez le nom d'une entrée pour ouvrir tous ses champs sous le tableau. **Copier le lien** vous donne une adresse qui ouvre la même entrée, à partager avec un collègue.

## Si rien n'est trouvé

- Avec moins de 3 caractères, la boîte indique **Entrez au moins 3 caractères pour lancer la recherche**.
- **Aucun résultat pour** votre terme signifie que rien ne correspond. Vérifiez l'orthographe, essayez un mot plus général ou retirez le filtre de produit.
- Lorsque le terme semble contenir une faute de frappe, **Vouliez-vous dire :** propose des termes proches. Sélectionnez-en un pour le rechercher.

## Conseils

- L'adresse de la page conserve votre recherche, le produit, la page et l'entrée ouverte : ajoutez-la à vos favoris pour revenir à la même vue.
- Certaines entrées sont réservées aux utilisateurs Charter; consultez l'article sur « tous les utilisateurs » et « utilisateurs charter seulement ».`,
    },
  },
} satisfies SeedArticle;
