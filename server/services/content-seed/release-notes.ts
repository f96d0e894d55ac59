// The release notes every tenant with a release-notes page starts with (issue 15 §1): a year of
// portal and product changes, newest last, in English and Spanish (only the US tenant shows
// release notes). Placeholders ({portal}, {country}) are replaced when the tenant is seeded.
import type { SeedReleaseNote } from './types.ts';

export const RELEASE_NOTES: SeedReleaseNote[] = [
  {
    key: 'accessibility-improvements',
    date: '2025-12-09',
    tags: ['improvement'],
    text: {
      en: {
        title: 'Accessibility improvements across the portal',
        summary: 'Keyboard navigation, screen-reader labels and colour contrast are better on every page of {portal}.',
        body: `## What's new

We reviewed the main pages of {portal} against the WCAG 2.1 AA guidelines and fixed what we found:

- Every page now starts with a **Skip to main content** link, so keyboard users reach the content without tabbing through the header.
- The focus ring is visible on every button, link, tab and table action.
- Tables announce their sort order, and the pagination buttons have names that screen readers read aloud.
- Form errors are linked to their field and announced as soon as they appear.
- Text and icons meet a contrast ratio of at least 4.5:1.

## What changes for you

Nothing changes in the way you work. If you use a screen reader, the keyboard alone or browser zoom up to 200%, the portal should now be easier to use.

## Tell us what you think

If a page is still hard to reach or to read, [create an incident](/support/ticketCreation) and tell us which page it is and which assistive technology you use.
`,
      },
      es: {
        title: 'Mejoras de accesibilidad en todo el portal',
        summary:
          'La navegación con teclado, las etiquetas para lectores de pantalla y el contraste de colores mejoraron en todas las páginas de {portal}.',
        body: `## Novedades

Revisamos las páginas principales de {portal} con base en las pautas WCAG 2.1 AA y corregimos lo que encontramos:

- Cada página empieza ahora con un enlace **Ir al contenido principal**, para que quienes usan el teclado lleguen al contenido sin recorrer todo el encabezado.
- El indicador de foco es visible en todos los botones, enlaces, pestañas y acciones de las tablas.
- Las tablas anuncian su orden, y los botones de paginación tienen nombres que los lectores de pantalla leen en voz alta.
- Los errores de los formularios están vinculados a su campo y se anuncian en cuanto aparecen.
- Los textos y los íconos cumplen una relación de contraste de al menos 4.5:1.

## Qué cambia para usted

Su forma de trabajar no cambia. Si usa un lector de pantalla, solo el teclado o el zoom del navegador hasta 200%, el portal ahora le resultará más fácil de usar.

## Díganos qué opina

Si alguna página sigue siendo difícil de recorrer o de leer, [cree un incidente](/support/ticketCreation) e indíquenos de qué página se trata y qué tecnología de apoyo utiliza.
`,
      },
    },
  },
  {
    key: 'profile-time-zone-preference',
    date: '2026-01-20',
    tags: ['new-feature'],
    text: {
      en: {
        title: 'Choose your time zone in your profile',
        summary: 'Set your own time zone in your profile preferences; dates and times across {portal} follow it.',
        body: `## What's new

Your profile has a new **Time zone** preference next to your language. Open [your profile](/profile), pick a zone from the list and save. Each zone is listed with its UTC offset.

## What changes for you

- Dates and times in the activity log, in your incidents and in the files you download are shown in your zone.
- The activity log's date filter follows your zone, so "today" means your today.
- Until you choose a zone, {portal} uses the default zone of the portal in {country}, Central Time.
- Your choice is saved with your account: it comes back at your next sign-in, on any device.

## Good to know

- Changing your zone changes only how times are displayed, never the data itself.
- The registration page now proposes the default zone, and new users can change it before they finish.
- Your language and time zone are yours alone: no admin can change them for you.
`,
      },
      es: {
        title: 'Elija su zona horaria en su perfil',
        summary: 'Configure su propia zona horaria en las preferencias de su perfil; las fechas y horas de {portal} la respetan.',
        body: `## Novedades

Su perfil tiene una nueva preferencia, **Zona horaria**, junto al idioma. Abra [su perfil](/profile), elija una zona de la lista y guarde. Cada zona aparece con su diferencia respecto de UTC.

## Qué cambia para usted

- Las fechas y horas del registro de actividad, de sus incidentes y de los archivos que descarga se muestran en su zona.
- El filtro de fechas del registro de actividad respeta su zona, así que "hoy" es su día de hoy.
- Mientras no elija una zona, {portal} usa la zona predeterminada del portal en {country}, la hora del Centro.
- Su elección se guarda con su cuenta: vuelve la próxima vez que inicie sesión, en cualquier dispositivo.

## Para tener en cuenta

- Cambiar de zona solo cambia cómo se muestran las horas, nunca los datos.
- La página de registro ahora propone la zona predeterminada, y los nuevos usuarios pueden cambiarla antes de terminar.
- Su idioma y su zona horaria son solo suyos: ningún administrador puede cambiarlos por usted.
`,
      },
    },
  },
  {
    key: 'shopper-behavior-monday-refresh',
    date: '2026-02-24',
    tags: ['data-update', 'improvement'],
    product: 'SHOPPER_BEHAVIOR',
    text: {
      en: {
        title: 'Shopper Behavior data now refreshes on Monday',
        summary: 'The weekly Shopper Behavior refresh now completes on Monday morning instead of Wednesday, two days earlier.',
        body: `## What's new

Starting the week of March 2, 2026, the weekly refresh of Shopper Behavior completes by **7:00 a.m. Central Time on Monday**, instead of Wednesday. The data still covers the latest complete week, Saturday to Friday.

## What changes for you

- Customer segments, loyalty, basket affinity and switching show last week's data two days sooner.
- Saved views keep working and pick up the new week automatically.
- If you plan your weekly business review around the refresh, you can now hold it on Monday afternoon.

## Good to know

- The latest week included is shown at the top of every report.
- If a refresh is late, a banner in the product says so, and the previous week's data stays available in the meantime.
- Around holidays the refresh may move by one day. We announce such changes in these release notes.
- Access requests for Shopper Behavior are still handled within two business days.
`,
      },
      es: {
        title: 'Los datos de Shopper Behavior ahora se actualizan el lunes',
        summary:
          'La actualización semanal de Shopper Behavior ahora termina el lunes por la mañana en lugar del miércoles, dos días antes.',
        body: `## Novedades

A partir de la semana del 2 de marzo de 2026, la actualización semanal de Shopper Behavior termina a más tardar a las **7:00 a. m., hora del Centro, del lunes**, en lugar del miércoles. Los datos siguen cubriendo la última semana completa, de sábado a viernes.

## Qué cambia para usted

- Los segmentos de clientes, la lealtad, la afinidad de canasta y el cambio de marca muestran los datos de la semana pasada dos días antes.
- Las vistas guardadas siguen funcionando y toman la nueva semana automáticamente.
- Si organiza su revisión semanal del negocio en torno a la actualización, ahora puede hacerla el lunes por la tarde.

## Para tener en cuenta

- La última semana incluida se muestra en la parte superior de cada reporte.
- Si una actualización se retrasa, un aviso en el producto lo indica, y los datos de la semana anterior siguen disponibles mientras tanto.
- En días festivos la actualización puede moverse un día. Anunciamos esos cambios en estas notas de la versión.
- Las solicitudes de acceso a Shopper Behavior se siguen atendiendo en un plazo de dos días hábiles.
`,
      },
    },
  },
  {
    key: 'request-access-to-companies',
    date: '2026-03-31',
    tags: ['new-feature'],
    text: {
      en: {
        title: 'Associates can request access to supplier companies',
        summary:
          "Associates now ask for access to a supplier company's data from their profile; the company's admins approve or deny the request.",
        body: `## What's new

Associates who work with suppliers can now request access to a company directly in {portal}, instead of opening a support incident.

- Open [Request access](/profile/requestAccess) from your profile, search for the company by name, choose the products and add a note explaining why you need access.
- The company's admins see the request under **User Management → Access requests** and approve or deny it.
- Once access is granted, pick the company in the user menu to work with its data.

## What changes for you

- **Associates:** your requests and their status (pending, approved, denied, withdrawn) are listed on the same page, and you can withdraw a pending request. A request waiting more than two business days is marked **Overdue**.
- **Supplier admins:** check the Access requests tab of [User Management](/admin/userList) regularly. Every decision is written to the activity log.

## Good to know

You see only the products the company's admin approved, and only while the grant lasts.
`,
      },
      es: {
        title: 'Los asociados pueden solicitar acceso a empresas proveedoras',
        summary:
          'Los asociados ahora solicitan acceso a los datos de una empresa proveedora desde su perfil; los administradores de la empresa aprueban o rechazan la solicitud.',
        body: `## Novedades

Los asociados que trabajan con proveedores ahora pueden solicitar acceso a una empresa directamente en {portal}, en lugar de abrir un incidente de soporte.

- Abra [Solicitar acceso](/profile/requestAccess) desde su perfil, busque la empresa por nombre, elija los productos y agregue una nota que explique por qué necesita el acceso.
- Los administradores de la empresa ven la solicitud en **Gestión de usuarios → Solicitudes de acceso** y la aprueban o la rechazan.
- Una vez otorgado el acceso, elija la empresa en el menú de usuario para trabajar con sus datos.

## Qué cambia para usted

- **Asociados:** sus solicitudes y su estado (pendiente, aprobada, rechazada, retirada) aparecen en la misma página, y puede retirar una solicitud pendiente. Una solicitud que espera más de dos días hábiles se marca como **Vencida**.
- **Administradores de proveedores:** revise con regularidad la pestaña Solicitudes de acceso de [Gestión de usuarios](/admin/userList). Cada decisión queda en el registro de actividad.

## Para tener en cuenta

Usted ve solo los productos que aprobó el administrador de la empresa, y solo mientras dure el acceso otorgado.
`,
      },
    },
  },
  {
    key: 'report-builder-scheduled-exports',
    date: '2026-05-12',
    tags: ['new-feature'],
    product: 'REPORT_BUILDER',
    text: {
      en: {
        title: 'Schedule your Report Builder exports',
        summary: 'Report Builder can now run a saved report on a schedule, daily, weekly or monthly, and prepare the export for you.',
        body: `## What's new

You no longer need to open Report Builder every Monday to export the same report. Any saved report can now run on a schedule:

- Choose **Schedule export** on a saved report.
- Pick the frequency (daily, weekly on a chosen day, or monthly on a chosen date), the time and the file format, .xlsx or .csv.
- Times follow the time zone set in [your profile](/profile).

## What changes for you

- When a scheduled export is ready, you receive an e-mail with a link to the file in Report Builder. Files are kept for 30 days.
- Each user can keep up to 20 active schedules.
- Scheduled exports run with your own access: if you lose access to a product, the schedules that use its data pause and you are told why.

## Good to know

- The report's filters are saved with the schedule. Relative periods such as "last 4 weeks" move forward with every run.
- Scheduling is available to charter and basic accounts alike.
`,
      },
      es: {
        title: 'Programe sus exportaciones de Report Builder',
        summary:
          'Report Builder ahora puede ejecutar un reporte guardado de forma programada, diaria, semanal o mensual, y preparar la exportación por usted.',
        body: `## Novedades

Ya no necesita abrir Report Builder cada lunes para exportar el mismo reporte. Cualquier reporte guardado puede ejecutarse ahora de forma programada:

- Elija **Programar exportación** en un reporte guardado.
- Seleccione la frecuencia (diaria, semanal en el día que elija o mensual en la fecha que elija), la hora y el formato del archivo, .xlsx o .csv.
- Las horas respetan la zona horaria configurada en [su perfil](/profile).

## Qué cambia para usted

- Cuando una exportación programada está lista, recibe un correo electrónico con un enlace al archivo en Report Builder. Los archivos se conservan durante 30 días.
- Cada usuario puede tener hasta 20 programaciones activas.
- Las exportaciones programadas se ejecutan con su propio acceso: si pierde el acceso a un producto, las programaciones que usan sus datos se pausan y se le indica el motivo.

## Para tener en cuenta

- Los filtros del reporte se guardan con la programación. Los periodos relativos, como "últimas 4 semanas", avanzan con cada ejecución.
- La programación está disponible tanto para cuentas Charter como para cuentas básicas.
`,
      },
    },
  },
  {
    key: 'activity-log-download',
    date: '2026-06-23',
    tags: ['new-feature'],
    text: {
      en: {
        title: 'Download the activity log as an Excel file',
        summary: 'Admins can now download the activity log as an .xlsx file, with the filters they applied on screen.',
        body: `## What's new

The [activity log](/admin/activityLog) has a new **Download** button. It writes the entries you are looking at to an Excel (.xlsx) file, with the same date range, event, application and search filters.

## What changes for you

- Keep evidence for your own audits without copying rows by hand: the file holds every matching entry, not only the current page.
- Every column is included: date, user, entity, event, details and application.
- Dates and times in the file follow the time zone in [your profile](/profile).
- As on screen, one download covers at most 30 days. For a longer period, download one file per month.

## Who can use it

Admins who see the **Audit Log** card on the [Admin](/admin) page. Super admins can download the log of the company they act for.

## If a download fails

You see "Download failed, please try again" with a **Try again** button, and your filters stay as they were.
`,
      },
      es: {
        title: 'Descargue el registro de actividad como archivo de Excel',
        summary:
          'Los administradores ahora pueden descargar el registro de actividad como archivo .xlsx, con los filtros que aplicaron en pantalla.',
        body: `## Novedades

El [registro de actividad](/admin/activityLog) tiene un nuevo botón **Descargar**. Guarda las entradas que usted está consultando en un archivo de Excel (.xlsx), con los mismos filtros de rango de fechas, evento, aplicación y búsqueda.

## Qué cambia para usted

- Conserve evidencia para sus propias auditorías sin copiar filas a mano: el archivo contiene todas las entradas que coinciden, no solo la página actual.
- Se incluyen todas las columnas: fecha, usuario, entidad, evento, detalles y aplicación.
- Las fechas y horas del archivo respetan la zona horaria de [su perfil](/profile).
- Igual que en pantalla, una descarga abarca como máximo 30 días. Para un periodo más largo, descargue un archivo por mes.

## Quién puede usarlo

Los administradores que ven la tarjeta **Registro de auditoría** en la página [Administrador](/admin). Los superadministradores pueden descargar el registro de la empresa que representan.

## Si una descarga falla

Verá el mensaje "La descarga falló; inténtelo de nuevo" con el botón **Intentar de nuevo**, y sus filtros se mantienen.
`,
      },
    },
  },
  {
    key: 'basic-user-access-audit',
    date: '2026-08-04',
    tags: ['new-feature'],
    text: {
      en: {
        title: 'Periodic user-access audit for basic accounts',
        summary:
          'Admins of basic vendors and basic agencies now confirm, at each audit, that every user of their company still needs access.',
        body: `## What's new

To keep retailer data limited to the people who need it, {portal} now runs a periodic **user-access audit** of the basic vendor and basic agency companies in {country}.

- When an audit opens, the company's admins receive an e-mail and see a banner on every page until it is done.
- The banner links to the [user list](/admin/userList), where you review your users, block those who have left and change access where needed.
- To complete the audit, confirm three statements: you reviewed the user list, you made the needed changes, and all remaining users are verified.

## What changes for you

- Reminders arrive 14, 7 and 1 days before the due date.
- If the audit is not completed by the due date, every user of the company loses their product access the next day, and each user is told by e-mail.
- The user list you confirmed is kept as evidence: admins can download it as an .xlsx file.

## Charter accounts

Supplier and agency companies are not affected by this change.
`,
      },
      es: {
        title: 'Auditoría periódica de acceso de usuarios para cuentas básicas',
        summary:
          'Los administradores de proveedores básicos y agencias básicas ahora confirman, en cada auditoría, que todos los usuarios de su empresa siguen necesitando acceso.',
        body: `## Novedades

Para que los datos del minorista lleguen solo a quienes los necesitan, {portal} realiza ahora una **auditoría periódica de acceso de usuarios** de las empresas de proveedores básicos y agencias básicas en {country}.

- Cuando se abre una auditoría, los administradores de la empresa reciben un correo electrónico y ven un aviso en todas las páginas hasta completarla.
- El aviso lleva a la [lista de usuarios](/admin/userList), donde usted revisa a sus usuarios, bloquea a quienes ya no trabajan con usted y cambia los accesos necesarios.
- Para completar la auditoría, confirme tres declaraciones: revisó la lista de usuarios, hizo los cambios necesarios y todos los usuarios restantes están verificados.

## Qué cambia para usted

- Los recordatorios llegan 14, 7 y 1 día antes de la fecha límite.
- Si la auditoría no se completa a tiempo, al día siguiente todos los usuarios de la empresa pierden el acceso a sus productos, y cada uno recibe un aviso por correo electrónico.
- La lista de usuarios que confirmó se conserva como evidencia: los administradores pueden descargarla como archivo .xlsx.

## Cuentas Charter

Este cambio no afecta a las empresas proveedoras ni a las agencias.
`,
      },
    },
  },
  {
    key: 'insights-regional-trends',
    date: '2026-09-15',
    tags: ['new-feature', 'data-update'],
    product: 'CHANNEL_PERFORMANCE',
    text: {
      en: {
        title: 'Regional trends in Insights',
        summary: 'Insights adds a regional view: compare store and online sales by region, week by week, for each of your categories.',
        body: `## What's new

Insights (Channel Performance) has a new **Regional trends** view. It shows store and online sales side by side for each region of {country}, week by week.

- Compare regions on sales, units and share of category, with the change from the previous week and from the same week last year.
- Filter by category, sub-category and brand; the filters carry over to the other Insights views.
- See where online grows faster than stores with the channel-mix chart.

## Data update

- History now goes back 104 weeks instead of 52, so year-over-year comparisons work for every week shown.
- Online sales are now split into pickup and delivery, so you can follow each way customers receive their orders.

## What changes for you

Existing views and saved filters keep working. Users who already have access to Insights see the new view at their next sign-in; there is nothing to request.
`,
      },
      es: {
        title: 'Tendencias regionales en Insights',
        summary:
          'Insights agrega una vista regional: compare las ventas en tienda y en línea por región, semana a semana, para cada una de sus categorías.',
        body: `## Novedades

Insights (Channel Performance) tiene una nueva vista, **Tendencias regionales**. Muestra las ventas en tienda y en línea lado a lado para cada región de {country}, semana a semana.

- Compare regiones por ventas, unidades y participación en la categoría, con la variación respecto de la semana anterior y de la misma semana del año pasado.
- Filtre por categoría, subcategoría y marca; los filtros se conservan en las demás vistas de Insights.
- Vea dónde crece el canal en línea más rápido que las tiendas con la gráfica de mezcla de canales.

## Actualización de datos

- El histórico ahora abarca 104 semanas en lugar de 52, así que las comparaciones contra el año anterior funcionan para todas las semanas mostradas.
- Las ventas en línea ahora se dividen en recolección en tienda y envío a domicilio, para que pueda seguir cada forma en que los clientes reciben sus pedidos.

## Qué cambia para usted

Las vistas existentes y los filtros guardados siguen funcionando. Los usuarios que ya tienen acceso a Insights ven la nueva vista la próxima vez que inicien sesión; no hace falta solicitar nada.
`,
      },
    },
  },
  {
    key: 'data-dictionary-browse-by-topic',
    date: '2026-11-03',
    tags: ['new-feature'],
    text: {
      en: {
        title: 'Browse the data dictionary by topic',
        summary: 'Besides searching it, you can now browse the data dictionary by topic, such as Sales, Inventory or Shoppers.',
        body: `## What's new

Not sure what a field is called? You can now browse the [data dictionary](/dataDictionary) by topic instead of guessing search terms.

- Eight topics group the entries: Sales, Inventory, Stores, Items, Shoppers, Surveys, Supply chain and Digital.
- Open a topic to see its entries, then narrow them down with the product filter.
- Every entry has a link you can copy and share with a colleague.

## What changes for you

- When a search finds nothing, the "No results" panel offers a link to browse the content by topic.
- Search works as before: type at least 3 characters, and close matches appear under "Did you mean:".
- Search understands common abbreviations, such as LY for last year or OH Qty for on hand quantity.

## Good to know

Entries marked "Charter users only" are listed for charter accounts. Basic accounts see the entries available to all users.
`,
      },
      es: {
        title: 'Explore el diccionario de datos por tema',
        summary: 'Además de buscar en él, ahora puede explorar el diccionario de datos por tema, como Ventas, Inventario o Compradores.',
        body: `## Novedades

¿No sabe cómo se llama un campo? Ahora puede explorar el [diccionario de datos](/dataDictionary) por tema en lugar de adivinar los términos de búsqueda.

- Ocho temas agrupan las entradas: Ventas, Inventario, Tiendas, Artículos, Compradores, Encuestas, Cadena de suministro y Digital.
- Abra un tema para ver sus entradas y después acótelas con el filtro de productos.
- Cada entrada tiene un enlace que puede copiar y compartir con un colega.

## Qué cambia para usted

- Cuando una búsqueda no encuentra nada, el panel "Sin resultados" ofrece un enlace para explorar el contenido por tema.
- La búsqueda funciona como antes: escriba al menos 3 caracteres, y las coincidencias cercanas aparecen en "Quiso decir:".
- La búsqueda entiende abreviaturas comunes, como AA para año anterior.

## Para tener en cuenta

Las entradas marcadas como "Solo usuarios charter" se muestran a las cuentas Charter. Las cuentas básicas ven las entradas disponibles para todos los usuarios.
`,
      },
    },
  },
  {
    key: 'november-fixes',
    date: '2026-11-17',
    tags: ['fix', 'improvement'],
    text: {
      en: {
        title: 'November fixes and small improvements',
        summary: 'Fixes for tables, bulk uploads, incidents and session time-outs, plus clearer messages in a few places.',
        body: `## What's fixed

- **Tables:** changing **Rows per page** after a search no longer shows an empty page; the table goes back to page 1.
- **User Management:** long e-mail addresses are no longer cut off without a way to read them; choose **see more** to show the full address.
- **Bulk upload:** a valid .xlsx file saved by another spreadsheet program is now accepted, whatever its name.
- **Incidents:** an attachment over 10 MB is refused at once with a clear message, instead of after the upload.
- **Session time-out:** the time-out message no longer appears twice when the portal is open in two tabs.
- **Date range picker:** **Reset** now restores the last 30 days.

## What's improved

- Error messages in the incident form name the field to correct.
- The data dictionary keeps your search and page when you come back from an entry.

## What changes for you

Nothing to do: the fixes are live for every user in {country}. If something still doesn't work as expected, [create an incident](/support/ticketCreation).
`,
      },
      es: {
        title: 'Correcciones y pequeñas mejoras de noviembre',
        summary:
          'Correcciones en tablas, cargas masivas, incidentes y cierres de sesión por inactividad, además de mensajes más claros en algunos lugares.',
        body: `## Qué se corrigió

- **Tablas:** cambiar **Filas por página** después de una búsqueda ya no muestra una página vacía; la tabla vuelve a la página 1.
- **Gestión de usuarios:** los correos electrónicos largos ya no se cortan sin forma de leerlos; elija **ver más** para mostrar la dirección completa.
- **Carga masiva:** ahora se acepta un archivo .xlsx válido guardado con otro programa de hojas de cálculo, sin importar su nombre.
- **Incidentes:** un archivo adjunto de más de 10 MB se rechaza de inmediato con un mensaje claro, en lugar de después de cargarlo.
- **Cierre de sesión por inactividad:** el mensaje ya no aparece dos veces cuando el portal está abierto en dos pestañas.
- **Selector de rango de fechas:** **Restablecer** ahora vuelve a los últimos 30 días.

## Qué se mejoró

- Los mensajes de error del formulario de incidentes indican el campo que debe corregir.
- El diccionario de datos conserva su búsqueda y su página cuando regresa de una entrada.

## Qué cambia para usted

No necesita hacer nada: las correcciones ya están disponibles para todos los usuarios en {country}. Si algo sigue sin funcionar como espera, [cree un incidente](/support/ticketCreation).
`,
      },
    },
  },
];
