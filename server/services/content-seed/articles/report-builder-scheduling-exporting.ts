import type { SeedArticle } from '../types.ts';

export default {
  key: 'report-builder-scheduling-exporting',
  workspace: 'supplier',
  category: 'report-builder',
  audience: 'ALL',
  product: 'REPORT_BUILDER',
  text: {
    en: {
      title: 'Scheduling and exporting reports',
      summary: 'Export a report to Excel or CSV whenever you need it, or schedule it to run on its own every day, week or month.',
      body: `## Export a report

1. Open a saved report and select **Run**.
2. Select **Export** and choose a format: **Excel** (.xlsx) or **CSV**.
3. The file downloads to your computer when it is ready.

An Excel sheet holds about one million rows. For larger results, choose CSV, or narrow the report with filters.

## Schedule a report

1. Open a saved report and select **Schedule**.
2. Choose how often it runs: daily, weekly or monthly. For a weekly schedule, pick the day.
3. Choose the time. Schedules follow the time zone set in your [profile](/profile).
4. Choose the file format.
5. Select **Save schedule**.

When a scheduled run finishes, you receive a notification, and the file is kept under **Run history** on the report's page, ready to download.

## Get the most from schedules

- Use a relative date range, such as **Last week**, so every run covers the latest period.
- Sales data for a week is loaded early in the following week. Schedule weekly reports for a day after the load so they include the newest week.
- A schedule can be paused, changed or deleted at any time from the report's page.
- If the owner of a schedule loses access to Report Builder, the schedule stops running.

## When something goes wrong

If a scheduled report was not delivered or an export failed, [create a support ticket](/support/ticketCreation) under **Data and reports**, **Scheduled reports and exports**, and give the report's name and the date of the run.`,
    },
    es: {
      title: 'Cómo programar y exportar reportes',
      summary: 'Exporte un reporte a Excel o CSV cuando lo necesite, o prográmelo para que se ejecute solo cada día, semana o mes.',
      body: `## Exporte un reporte

1. Abra un reporte guardado y seleccione **Ejecutar**.
2. Seleccione **Exportar** y elija un formato: **Excel** (.xlsx) o **CSV**.
3. El archivo se descarga en su computadora cuando está listo.

Una hoja de Excel admite alrededor de un millón de filas. Para resultados más grandes, elija CSV o acote el reporte con filtros.

## Programe un reporte

1. Abra un reporte guardado y seleccione **Programar**.
2. Elija la frecuencia: diaria, semanal o mensual. Para una programación semanal, elija el día.
3. Elija la hora. Las programaciones siguen la zona horaria definida en su [perfil](/profile).
4. Elija el formato del archivo.
5. Seleccione **Guardar programación**.

Cuando termina una ejecución programada, usted recibe una notificación y el archivo queda en **Historial de ejecuciones**, en la página del reporte, listo para descargarse.

## Aproveche al máximo las programaciones

- Use un rango de fechas relativo, como **Última semana**, para que cada ejecución abarque el periodo más reciente.
- Los datos de ventas de una semana se cargan a principios de la semana siguiente. Programe los reportes semanales para un día posterior a la carga, de modo que incluyan la semana más reciente.
- Puede pausar, cambiar o eliminar una programación en cualquier momento desde la página del reporte.
- Si el propietario de una programación pierde el acceso a Report Builder, la programación deja de ejecutarse.

## Si algo sale mal

Si un reporte programado no llegó o una exportación falló, [cree un ticket de soporte](/support/ticketCreation) en **Datos y reportes**, **Reportes programados y exportaciones**, e indique el nombre del reporte y la fecha de la ejecución.`,
    },
    fr: {
      title: 'Planifier et exporter des rapports',
      summary:
        'Exportez un rapport en Excel ou en CSV au besoin, ou planifiez son exécution automatique chaque jour, chaque semaine ou chaque mois.',
      body: `## Exporter un rapport

1. Ouvrez un rapport enregistré et sélectionnez **Exécuter**.
2. Sélectionnez **Exporter** et choisissez un format : **Excel** (.xlsx) ou **CSV**.
3. Le fichier se télécharge sur votre ordinateur dès qu’il est prêt.

Une feuille Excel contient environ un million de lignes. Pour des résultats plus volumineux, choisissez le CSV ou resserrez le rapport à l’aide de filtres.

## Planifier un rapport

1. Ouvrez un rapport enregistré et sélectionnez **Planifier**.
2. Choisissez la fréquence : quotidienne, hebdomadaire ou mensuelle. Pour une planification hebdomadaire, choisissez le jour.
3. Choisissez l’heure. Les planifications suivent le fuseau horaire défini dans votre [profil](/profile).
4. Choisissez le format du fichier.
5. Sélectionnez **Enregistrer la planification**.

À la fin d’une exécution planifiée, vous recevez une notification, et le fichier est conservé sous **Historique des exécutions**, dans la page du rapport, prêt à télécharger.

## Tirer le meilleur parti des planifications

- Utilisez une plage de dates relative, comme **Semaine dernière**, pour que chaque exécution couvre la période la plus récente.
- Les données de ventes d’une semaine sont chargées au début de la semaine suivante. Planifiez les rapports hebdomadaires pour un jour qui suit le chargement afin d’inclure la dernière semaine.
- Vous pouvez suspendre, modifier ou supprimer une planification en tout temps à partir de la page du rapport.
- Si le propriétaire d’une planification perd l’accès à Report Builder, la planification cesse de s’exécuter.

## En cas de problème

Si un rapport planifié n’a pas été livré ou qu’une exportation a échoué, [créez un billet de soutien](/support/ticketCreation) sous **Données et rapports**, **Rapports planifiés et exportations**, en précisant le nom du rapport et la date de l’exécution.`,
    },
  },
} satisfies SeedArticle;
