import type { SeedArticle } from '../types.ts';

export default {
  key: 'report-builder-sharing-troubleshooting',
  workspace: 'supplier',
  category: 'report-builder',
  audience: 'ALL',
  product: 'REPORT_BUILDER',
  text: {
    en: {
      title: 'Sharing reports and troubleshooting',
      summary:
        'How to share a report with colleagues in your company, and what to try when a report is slow, empty or different from what you expected.',
      body: `## Share a report

1. Open a saved report and select **Share**.
2. Search for colleagues by name. You can share with users of your own company.
3. Give each person **Can view** or **Can edit**, then select **Share**.

The report appears under **Shared with me** on their home page. Each person sees only the data their own access allows: a basic account, for example, does not see measures reserved for charter users. To pass data to someone outside your company, export a file and follow your company's rules and the [data sharing addendum](/dataSharingAddendum).

## Troubleshooting

| Problem | What to try |
| --- | --- |
| The report runs for a long time | Shorten the date range, remove an attribute or add filters |
| No rows are returned | Remove filters one at a time; check that the items sold in the period |
| A field is missing | Check its **Available to** column in the [data dictionary](/dataDictionary) |
| Numbers differ from another report | Compare the date ranges, filters and measure definitions of both |
| The latest week is missing | Sales are loaded early in the following week; run it again later |

## Still stuck?

[Create a support ticket](/support/ticketCreation) under **Data and reports**. Keep each ticket to one question, give the report's name and the filters you used, and attach a screenshot if it helps (up to 10 MB).`,
    },
    es: {
      title: 'Cómo compartir reportes y resolver problemas',
      summary:
        'Cómo compartir un reporte con colegas de su empresa y qué intentar cuando un reporte es lento, sale vacío o no muestra lo que esperaba.',
      body: `## Comparta un reporte

1. Abra un reporte guardado y seleccione **Compartir**.
2. Busque a sus colegas por nombre. Puede compartir con usuarios de su propia empresa.
3. Asigne a cada persona **Puede ver** o **Puede editar** y seleccione **Compartir**.

El reporte aparece en **Compartidos conmigo** en su página de inicio. Cada persona ve solo los datos que su propio acceso le permite: una cuenta básica, por ejemplo, no ve las métricas reservadas para usuarios charter. Para entregar datos a alguien fuera de su empresa, exporte un archivo y siga las reglas de su empresa y el [anexo de intercambio de datos](/dataSharingAddendum).

## Solución de problemas

| Problema | Qué intentar |
| --- | --- |
| El reporte tarda mucho | Acorte el rango de fechas, quite un atributo o agregue filtros |
| No devuelve filas | Quite los filtros uno por uno; verifique que los artículos tuvieron ventas en el periodo |
| Falta un campo | Revise su columna **Disponible para** en el [diccionario de datos](/dataDictionary) |
| Las cifras no coinciden con otro reporte | Compare los rangos de fechas, filtros y definiciones de métricas de ambos |
| Falta la semana más reciente | Las ventas se cargan a principios de la semana siguiente; vuelva a ejecutarlo más tarde |

## ¿Sigue con problemas?

[Cree un ticket de soporte](/support/ticketCreation) en **Datos y reportes**. Limite cada ticket a una sola pregunta, indique el nombre del reporte y los filtros que usó, y adjunte una captura de pantalla si ayuda (hasta 10 MB).`,
    },
    fr: {
      title: 'Partager des rapports et résoudre les problèmes',
      summary:
        'Comment partager un rapport avec des collègues de votre entreprise, et quoi essayer quand un rapport est lent, vide ou différent de ce que vous attendiez.',
      body: `## Partager un rapport

1. Ouvrez un rapport enregistré et sélectionnez **Partager**.
2. Cherchez vos collègues par leur nom. Vous pouvez partager avec les utilisateurs de votre propre entreprise.
3. Accordez à chaque personne **Peut consulter** ou **Peut modifier**, puis sélectionnez **Partager**.

Le rapport s’affiche sous **Partagés avec moi** dans leur page d’accueil. Chaque personne ne voit que les données que son propre accès permet : un compte de base, par exemple, ne voit pas les mesures réservées aux utilisateurs charter. Pour transmettre des données à une personne de l’extérieur, exportez un fichier et respectez les règles de votre entreprise et l’[avenant sur le partage des données](/dataSharingAddendum).

## Résolution de problèmes

| Problème | Quoi essayer |
| --- | --- |
| Le rapport est long à s’exécuter | Raccourcissez la plage de dates, retirez un attribut ou ajoutez des filtres |
| Aucune ligne n’est renvoyée | Retirez les filtres un à un; vérifiez que les articles se sont vendus pendant la période |
| Un champ est manquant | Vérifiez sa colonne **Offert à** dans le [dictionnaire de données](/dataDictionary) |
| Les chiffres diffèrent d’un autre rapport | Comparez les plages de dates, les filtres et les définitions des mesures des deux |
| La dernière semaine manque | Les ventes sont chargées au début de la semaine suivante; réessayez plus tard |

## Toujours bloqué?

[Créez un billet de soutien](/support/ticketCreation) sous **Données et rapports**. Limitez chaque billet à une seule question, indiquez le nom du rapport et les filtres utilisés, et joignez une capture d’écran au besoin (10 Mo au maximum).`,
    },
  },
} satisfies SeedArticle;
