import type { SeedReleaseNote } from '../types.ts';

export default {
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
} satisfies SeedReleaseNote;
